import { eq } from 'drizzle-orm';
import { endpointUrl } from '@common/api/endpoint';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { schoolLinks } from '@server/db/schema';
import { createPersona } from '../../helpers/personas';
import { createLinkedStudent } from '../../helpers/school-fixtures';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

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
  row(schoolLinksEndpoints.ownLink),
  row(schoolLinksEndpoints.endOwnLink),
  row(schoolLinksEndpoints.linkRequests),
  row(schoolLinksEndpoints.decideLinkRequest, {
    request: async (ctx, persona) => ({
      url: endpointUrl(schoolLinksEndpoints.decideLinkRequest, {
        params: { id: persona.kind === 'institution' ? await newRequestId(ctx) : NO_SUCH_ID },
      }),
      payload: { decision: 'approve' },
    }),
  }),
  row(schoolLinksEndpoints.removeStudent, {
    request: async (ctx, persona) => ({
      url: endpointUrl(schoolLinksEndpoints.removeStudent, {
        params: {
          studentId: persona.kind === 'institution' ? await newRosterStudentId(ctx) : (await createPersona(ctx.app, 'student')).userId,
        },
      }),
    }),
  }),
];
