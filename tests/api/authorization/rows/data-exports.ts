import { endpointUrl } from '@common/api/endpoint';
import { dataExports } from '@server/db/schema';
import type { Persona } from '../../helpers/personas';
import { dataExportsEndpoints } from '@common/endpoints/data-exports';
import { createPersona } from '../../helpers/personas';
import { createLinkedStudent } from '../../helpers/school-fixtures';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A fresh approved student of the matrix institution, so each allowed request has a student of its own. */
async function newRosterStudentId({ app, personas }: MatrixContext): Promise<string> {
  return (await createLinkedStudent(app, personas.institution.profileId)).userId!;
}

/** A ready archive (its file stored) of `subjectUserId`, owned by the persona: a person's own, or their school's copy. */
async function readyExportId({ app }: MatrixContext, persona: Persona, subjectUserId: string, institutionId: string | null): Promise<string> {
  const id = crypto.randomUUID();
  const fileKey = `data-exports/${id}.zip`;
  await app.deps.storage.put(fileKey, Buffer.from('PK matrix'), 'application/zip');
  await app.deps.db.insert(dataExports).values({
    id,
    subjectUserId,
    requestedBy: persona.userId,
    institutionId,
    kind: institutionId ? 'school_record' : 'account',
    status: 'ready',
    fileKey,
    readyAt: new Date(),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return id;
}

/** Requests of the data export routes (rules: common/endpoints/data-exports.ts). An archive nobody has is "not found". */
export const dataExportsRows: MatrixRow[] = [
  row(dataExportsEndpoints.requestOwn),
  row(dataExportsEndpoints.listOwn),
  // Each allowed caller downloads a ready archive of their own.
  row(dataExportsEndpoints.downloadOwn, {
    request: async (ctx, persona) => ({
      url: endpointUrl(dataExportsEndpoints.downloadOwn, {
        params: { id: persona.userId ? await readyExportId(ctx, persona, persona.userId, null) : NO_SUCH_ID },
      }),
    }),
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
    request: async (ctx, persona) => ({
      url: endpointUrl(dataExportsEndpoints.downloadSchool, {
        params: {
          id: persona.kind === 'institution' ? await readyExportId(ctx, persona, await newRosterStudentId(ctx), persona.profileId) : NO_SUCH_ID,
        },
      }),
    }),
  }),
];
