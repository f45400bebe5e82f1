import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { rosterImportsEndpoints } from '@common/endpoints/roster-imports';
import { insertPreview } from '@server/features/roster-imports/roster-import-repository';
import { row, type MatrixContext, type MatrixRow, type RequestBuilder } from '../matrix-types';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A fresh preview of the matrix institution (no rows), so each allowed call has one to act on. */
async function newPreviewId({ app, personas }: MatrixContext): Promise<string> {
  return insertPreview(app.deps.db, {
    institutionId: personas.institution.profileId!,
    uploadedBy: personas.institution.userId!,
    fileName: 'roster.csv',
    totalRows: 0,
    rows: [],
    errors: [],
    forecast: { create: 0, update: 0, unchanged: 0 },
  });
}

const onPreview =
  (endpoint: EndpointDeclaration): RequestBuilder =>
  async (ctx, persona) => ({ url: endpointUrl(endpoint, { params: { id: persona.kind === 'institution' ? await newPreviewId(ctx) : NO_SUCH_ID } }) });

/** Requests of the roster import routes; who may call them comes from the declarations. */
export const rosterImportsRows: MatrixRow[] = [
  // An upload without a body: an allowed caller gets 400 "Please select a file to upload.".
  row(rosterImportsEndpoints.upload),
  row(rosterImportsEndpoints.list),
  row(rosterImportsEndpoints.get, { request: onPreview(rosterImportsEndpoints.get) }),
  row(rosterImportsEndpoints.confirm, { request: onPreview(rosterImportsEndpoints.confirm) }),
  row(rosterImportsEndpoints.discard, { request: onPreview(rosterImportsEndpoints.discard) }),
];
