import type { FastifyInstance } from 'fastify';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@common/constants';
import { STUDENT_DOCUMENT_EXTENSIONS, studentDocumentFields } from '@common/contracts/documents';
import { documentsEndpoints } from '@common/endpoints/documents';
import { forbidden, notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { registerEndpoint } from '../../http/register-endpoint';
import { assertRoomForStudentDocument, lockUploadsOf, resumeBytesOf } from '../files/upload-quota';
import { findInstitutionSummary } from '../institutions/institution-context';
import { findApprovedSchoolId } from '../institutions/school-links-repository';
import { acceptDocumentUpload } from './document-intake';
import { deleteStudentDocument, insertStudentDocument, listInstitutionDocuments, listOwnStudentDocuments } from './documents-repository';

/**
 * A student's side of the exchange: their institution's documents, and their own. Both need a
 * school that approved the student (docs/decisions/016); until then the student sees no school.
 */
export async function studentDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;

  registerEndpoint(app, documentsEndpoints.myInstitutionDocuments, async ({ auth, query }) => {
    const institutionId = await findApprovedSchoolId(db, auth.user.id);
    const institution = institutionId ? await findInstitutionSummary(db, institutionId) : null;
    if (!institution) return { institution: null, items: [], nextCursor: null, total: 0 };
    return { institution, ...(await listInstitutionDocuments(db, institution.id, query)) };
  });

  registerEndpoint(app, documentsEndpoints.myDocuments, async ({ auth, query }) => listOwnStudentDocuments(db, auth.user.id, query));

  registerEndpoint(app, documentsEndpoints.uploadMyDocument, async ({ request, auth }) => {
    // Checked before the file is read: a student's documents are for the school that approved them.
    if (!(await findApprovedSchoolId(db, auth.user.id))) throw forbidden('documents.schoolNotApproved');
    const studentId = auth.user.id;
    const document = await acceptDocumentUpload(
      request,
      storage,
      {
        kind: 'student',
        maxBytes: STUDENT_DOCUMENT_MAX_BYTES,
        tooLargeMessage: msg('documents.tooLarge', { megabytes: STUDENT_DOCUMENT_MAX_BYTES / 1024 / 1024 }),
        extensions: STUDENT_DOCUMENT_EXTENSIONS,
        fields: studentDocumentFields,
      },
      async (values) => {
        const resumeBytes = await resumeBytesOf(db, storage, studentId);
        return db.transaction(async (tx) => {
          await lockUploadsOf(tx, studentId);
          await assertRoomForStudentDocument(tx, studentId, resumeBytes, values.sizeBytes);
          return insertStudentDocument(tx, studentId, values);
        });
      },
    );
    return { document };
  });

  registerEndpoint(app, documentsEndpoints.deleteMyDocument, async ({ auth, params, reply }) => {
    const storageKey = await deleteStudentDocument(db, auth.user.id, params.id);
    if (!storageKey) throw notFound('document');
    await storage.delete(storageKey);
    return reply.status(204).send();
  });
}
