import type { FastifyInstance } from 'fastify';
import { documentsEndpoints } from '@common/endpoints/documents';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendStoredFile } from '../../http/send-file';
import { canReadInstitutionDocument, canReadStudentDocument } from './document-access';
import { findInstitutionDocumentFile, findStudentDocumentFile } from './documents-repository';

/** Document downloads; a document the caller may not read answers 404, as if it did not exist. */
export async function documentDownloadRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;

  registerEndpoint(app, documentsEndpoints.downloadInstitutionDocument, async ({ auth, params, reply }) => {
    const document = await findInstitutionDocumentFile(db, params.id);
    if (!document || !(await canReadInstitutionDocument(db, auth, document))) throw notFound('document');
    return sendStoredFile(reply, storage, document);
  });

  registerEndpoint(app, documentsEndpoints.downloadStudentDocument, async ({ auth, params, reply }) => {
    const document = await findStudentDocumentFile(db, params.id);
    if (!document || !(await canReadStudentDocument(db, auth, document))) throw notFound('document');
    return sendStoredFile(reply, storage, document);
  });
}
