import { endpointUrl } from '@common/api/endpoint';
import { partnersEndpoints } from '@common/endpoints/partners';
import { schoolPartnerships } from '@server/db/schema';
import { createPersona } from '../../helpers/personas';
import { createInstitution } from '../../helpers/school-fixtures';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

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

const {
  partnerCandidates,
  schoolPartners,
  inviteEmployer,
  endSchoolPartnership,
  partnerJobs,
  employerPartners,
  answerInvitation,
  endEmployerPartnership,
} = partnersEndpoints;

/** Requests of the partnership routes; who may call them comes from the declarations (only schools invite, only employers answer). */
export const partnersRows: MatrixRow[] = [
  row(partnerCandidates, { request: () => ({ url: endpointUrl(partnerCandidates, { query: { q: 'Company' } }) }) }),
  row(schoolPartners),
  // A new verified employer each time, so an allowed school's invitation is a 201, never a duplicate.
  row(inviteEmployer, {
    request: async (ctx) => ({ url: endpointUrl(inviteEmployer), payload: { employerId: (await createPersona(ctx.app, 'employer')).userId } }),
  }),
  row(endSchoolPartnership, {
    request: async (ctx, persona) => ({
      url: endpointUrl(endSchoolPartnership, {
        params: { id: persona.kind === 'institution' ? await newPartnershipId(ctx, 'institution', 'accepted') : NO_SUCH_ID },
      }),
    }),
  }),
  row(partnerJobs),
  row(employerPartners),
  row(answerInvitation, {
    request: async (ctx, persona) => ({
      url: endpointUrl(answerInvitation, {
        params: { id: persona.kind === 'employer' ? await newPartnershipId(ctx, 'employer', 'pending') : NO_SUCH_ID },
      }),
      payload: { decision: 'accept' },
    }),
  }),
  row(endEmployerPartnership, {
    request: async (ctx, persona) => ({
      url: endpointUrl(endEmployerPartnership, {
        params: { id: persona.kind === 'employer' ? await newPartnershipId(ctx, 'employer', 'accepted') : NO_SUCH_ID },
      }),
    }),
  }),
];
