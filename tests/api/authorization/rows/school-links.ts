import { eq } from 'drizzle-orm';
import { schoolLinks } from '@server/db/schema';
import { createPersona } from '../../helpers/personas';
import { createLinkedStudent } from '../../helpers/school-fixtures';
import type { MatrixContext, MatrixRow } from '../matrix-types';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A fresh request to the matrix institution, so each allowed decision has one to answer. */
async function newRequestId({ app, personas }: MatrixContext): Promise<string> {
  const student = await createLinkedStudent(app, personas.institution.profileId, {}, 'pending');
  const [row] = await app.deps.db.select({ id: schoolLinks.id }).from(schoolLinks).where(eq(schoolLinks.studentId, student.userId!));
  return row!.id;
}

/** A fresh approved student of the matrix institution, so each allowed removal has one to remove. */
async function newRosterStudentId({ app, personas }: MatrixContext): Promise<string> {
  return (await createLinkedStudent(app, personas.institution.profileId)).userId!;
}

/** Requests of the school link routes; who may call them comes from the declarations. */
export const schoolLinksRows: MatrixRow[] = [
  { method: 'GET', route: '/api/student/school-link' },
  { method: 'DELETE', route: '/api/student/school-link' },
  { method: 'GET', route: '/api/institution/link-requests' },
  {
    method: 'PATCH',
    route: '/api/institution/link-requests/:id',
    request: async (ctx, persona) => ({
      url: `/api/institution/link-requests/${persona.kind === 'institution' ? await newRequestId(ctx) : NO_SUCH_ID}`,
      payload: { decision: 'approve' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/institution/students/:studentId',
    request: async (ctx, persona) => ({
      url: `/api/institution/students/${persona.kind === 'institution' ? await newRosterStudentId(ctx) : (await createPersona(ctx.app, 'student')).userId}`,
    }),
  },
];
