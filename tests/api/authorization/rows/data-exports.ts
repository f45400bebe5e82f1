import { endpointUrl } from '@common/api/endpoint';
import { dataExportsEndpoints } from '@common/endpoints/data-exports';
import { createPersona } from '../../helpers/personas';
import { createLinkedStudent } from '../../helpers/school-fixtures';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A fresh approved student of the matrix institution, so each allowed request has a student of its own. */
async function newRosterStudentId({ app, personas }: MatrixContext): Promise<string> {
  return (await createLinkedStudent(app, personas.institution.profileId)).userId!;
}

/** Requests of the data export routes (rules: common/endpoints/data-exports.ts). An archive nobody has is "not found". */
export const dataExportsRows: MatrixRow[] = [
  row(dataExportsEndpoints.requestOwn),
  row(dataExportsEndpoints.listOwn),
  row(dataExportsEndpoints.downloadOwn, {
    request: () => ({ url: endpointUrl(dataExportsEndpoints.downloadOwn, { params: { id: NO_SUCH_ID } }) }),
    refine: { student: 404, employer: 404, institution: 404, admin: 404, noRole: 404 },
  }),
  row(dataExportsEndpoints.requestStudentRecord, {
    request: async (ctx, persona) => ({
      url: endpointUrl(dataExportsEndpoints.requestStudentRecord, {
        params: { studentId: persona.kind === 'institution' ? await newRosterStudentId(ctx) : (await createPersona(ctx.app, 'student')).userId! },
      }),
    }),
  }),
  row(dataExportsEndpoints.listSchool),
  row(dataExportsEndpoints.downloadSchool, {
    request: () => ({ url: endpointUrl(dataExportsEndpoints.downloadSchool, { params: { id: NO_SUCH_ID } }) }),
    refine: { institution: 404 },
  }),
];
