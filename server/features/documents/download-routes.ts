import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@common/contracts/error';
import { idParams } from '@common/contracts/institutions';
import { assertSignedIn, requireRole } from '../../auth/guards';
import { notFound } from '../../errors/app-error';
import { canReadInstitutionDocument, canReadStudentDocument } from './document-access';
import { sendDocument } from './document-files';
import { findInstitutionDocumentFile, findStudentDocumentFile } from './documents-repository';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Document downloads; a document the caller may not read answers 404, as if it did not exist. */
export async function documentDownloadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  // Only the roles that take part in the exchange; the per-document rule is in document-access.ts.
  const exchangeRoles = requireRole('student', 'institution', 'admin');

  app.get('/api/documents/institution/:id/download', {
    preHandler: exchangeRoles,
    schema: { tags: ['documents'], summary: "Download an institution's document (that institution, its students, admins)", params: idParams, response: errors },
  }, async (request, reply) => {
    const document = await findInstitutionDocumentFile(db, request.params.id);
    if (!document || !(await canReadInstitutionDocument(db, assertSignedIn(request), document))) throw notFound('That document');
    return sendDocument(reply, storage, document);
  });

  app.get('/api/documents/student/:id/download', {
    preHandler: exchangeRoles,
    schema: { tags: ['documents'], summary: "Download a student's document (that student, their institution, admins)", params: idParams, response: errors },
  }, async (request, reply) => {
    const document = await findStudentDocumentFile(db, request.params.id);
    if (!document || !(await canReadStudentDocument(db, assertSignedIn(request), document))) throw notFound('That document');
    return sendDocument(reply, storage, document);
  });
}
