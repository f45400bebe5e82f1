import { schoolPartnerships } from '@server/db/schema';
import { createPersona } from '../../helpers/personas';
import { createInstitution } from '../../helpers/school-fixtures';
import type { MatrixContext, MatrixRow } from '../matrix-types';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A fresh partnership in the given state: of the matrix school with a new employer, or of a new school with the matrix employer. */
async function newPartnershipId(ctx: MatrixContext, side: 'institution' | 'employer', status: 'pending' | 'accepted'): Promise<string> {
  const institutionId = side === 'institution' ? ctx.personas.institution.profileId! : (await createInstitution(ctx.app)).profileId!;
  const employerId = side === 'employer' ? ctx.personas.employer.userId! : (await createPersona(ctx.app, 'employer')).userId!;
  const [row] = await ctx.app.deps.db
    .insert(schoolPartnerships)
    .values({ institutionId, employerId, status, answeredAt: status === 'pending' ? null : new Date() })
    .returning({ id: schoolPartnerships.id });
  return row!.id;
}

/** Requests of the partnership routes; who may call them comes from the declarations (only schools invite, only employers answer). */
export const partnersRows: MatrixRow[] = [
  { method: 'GET', route: '/api/institution/partner-candidates', request: () => ({ url: '/api/institution/partner-candidates?q=Company' }) },
  { method: 'GET', route: '/api/institution/partners' },
  {
    method: 'POST',
    route: '/api/institution/partners',
    // A new verified employer each time, so an allowed school's invitation is a 201, never a duplicate.
    request: async (ctx) => ({ url: '/api/institution/partners', payload: { employerId: (await createPersona(ctx.app, 'employer')).userId } }),
  },
  {
    method: 'DELETE',
    route: '/api/institution/partners/:id',
    request: async (ctx, persona) => ({
      url: `/api/institution/partners/${persona.kind === 'institution' ? await newPartnershipId(ctx, 'institution', 'accepted') : NO_SUCH_ID}`,
    }),
  },
  { method: 'GET', route: '/api/institution/partner-jobs' },
  { method: 'GET', route: '/api/employer/partners' },
  {
    method: 'PATCH',
    route: '/api/employer/partners/:id',
    request: async (ctx, persona) => ({
      url: `/api/employer/partners/${persona.kind === 'employer' ? await newPartnershipId(ctx, 'employer', 'pending') : NO_SUCH_ID}`,
      payload: { decision: 'accept' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/employer/partners/:id',
    request: async (ctx, persona) => ({
      url: `/api/employer/partners/${persona.kind === 'employer' ? await newPartnershipId(ctx, 'employer', 'accepted') : NO_SUCH_ID}`,
    }),
  },
];
