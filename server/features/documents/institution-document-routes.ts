import type { FastifyInstance } from 'fastify';
import { INSTITUTION_DOCUMENT_MAX_BYTES } from '@common/constants';
import { INSTITUTION_DOCUMENT_EXTENSIONS, institutionDocumentFields } from '@common/contracts/documents';
import { documentsEndpoints } from '@common/endpoints/documents';
import { notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { registerEndpoint } from '../../http/register-endpoint';
import { assertRoomForInstitutionDocument, lockUploadsOf } from '../files/upload-quota';
import { requireInstitutionProfile } from '../institutions/institution-context';
import { acceptDocumentUpload } from './document-intake';
import {
  deleteInstitutionDocument,
  insertInstitutionDocument,
  listInstitutionDocuments,
  listStudentDocumentsOfInstitution,
} from './documents-repository';

/** An institution's own documents (upload, list, delete) and the documents of its students. */
export async function institutionDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;

  registerEndpoint(app, documentsEndpoints.uploadInstitutionDocument, async ({ request, auth }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    const document = await acceptDocumentUpload(
      request,
      storage,
      {
        kind: 'institution',
        maxBytes: INSTITUTION_DOCUMENT_MAX_BYTES,
        tooLargeMessage: msg('documents.tooLarge', { megabytes: INSTITUTION_DOCUMENT_MAX_BYTES / 1024 / 1024 }),
        extensions: INSTITUTION_DOCUMENT_EXTENSIONS,
        fields: institutionDocumentFields,
      },
      (values) =>
        db.transaction(async (tx) => {
          await lockUploadsOf(tx, auth.user.id);
          await assertRoomForInstitutionDocument(tx, institutionId, values.sizeBytes);
          return insertInstitutionDocument(tx, institutionId, values);
        }),
    );
    return { document };
  });

  registerEndpoint(app, documentsEndpoints.institutionDocuments, async ({ auth, query }) =>
    listInstitutionDocuments(db, await requireInstitutionProfile(db, auth), query),
  );

  registerEndpoint(app, documentsEndpoints.deleteInstitutionDocument, async ({ auth, params, reply }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    const storageKey = await deleteInstitutionDocument(db, institutionId, params.id);
    if (!storageKey) throw notFound('document');
    await storage.delete(storageKey);
    return reply.status(204).send();
  });

  registerEndpoint(app, documentsEndpoints.studentDocumentsOfInstitution, async ({ auth, query }) =>
    listStudentDocumentsOfInstitution(db, await requireInstitutionProfile(db, auth), query),
  );
}
