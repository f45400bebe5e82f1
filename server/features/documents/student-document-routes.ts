import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@common/constants';
import {
  documentsResponse, institutionDocumentsForStudentResponse, STUDENT_DOCUMENT_EXTENSIONS, STUDENT_FILE_TOO_LARGE_MESSAGE,
  studentDocumentFields, uploadedDocumentResponse,
} from '@common/contracts/documents';
import { errorBodySchema } from '@common/contracts/error';
import { idParams, pageQuery } from '@common/contracts/institutions';
import { assertRole, requireRole } from '../../auth/guards';
import { notFound } from '../../errors/app-error';
import { findInstitutionSummary, findStudentInstitutionId } from '../institutions/institution-context';
import { acceptDocumentUpload } from './document-intake';
import { deleteStudentDocument, insertStudentDocument, listInstitutionDocuments, listOwnStudentDocuments } from './documents-repository';

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** A student's side of the exchange: their institution's documents, and their own. */
export async function studentDocumentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  const onlyStudents = requireRole('student');

  app.get('/api/student/institution-documents', {
    preHandler: onlyStudents,
    schema: { tags: ['documents'], summary: "Your institution's documents (empty when you have none)", querystring: pageQuery, response: { 200: institutionDocumentsForStudentResponse, ...denied } },
  }, async (request) => {
    const auth = assertRole(request, 'student');
    const institutionId = await findStudentInstitutionId(db, auth.user.id);
    const institution = institutionId ? await findInstitutionSummary(db, institutionId) : null;
    if (!institution) return { institution: null, documents: [], total: 0, ...request.query };
    return { institution, ...(await listInstitutionDocuments(db, institution.id, request.query)), ...request.query };
  });

  app.get('/api/student/documents', {
    preHandler: onlyStudents,
    schema: { tags: ['documents'], summary: 'Your own documents, newest first', querystring: pageQuery, response: { 200: documentsResponse, ...denied } },
  }, async (request) => {
    const auth = assertRole(request, 'student');
    return { ...(await listOwnStudentDocuments(db, auth.user.id, request.query)), ...request.query };
  });

  app.post('/api/student/documents', {
    preHandler: onlyStudents,
    schema: {
      tags: ['documents'],
      summary: 'Upload one of your documents (multipart: document, documentType, description; pdf, doc, docx, jpg, jpeg, png; 5 MB)',
      consumes: ['multipart/form-data'],
      response: { 201: uploadedDocumentResponse, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, ...denied },
    },
  }, async (request, reply) => {
    const auth = assertRole(request, 'student');
    const document = await acceptDocumentUpload(request, storage, {
      kind: 'student', maxBytes: STUDENT_DOCUMENT_MAX_BYTES, tooLargeMessage: STUDENT_FILE_TOO_LARGE_MESSAGE,
      extensions: STUDENT_DOCUMENT_EXTENSIONS, fields: studentDocumentFields,
    }, (values) => insertStudentDocument(db, auth.user.id, values));
    return reply.status(201).send({ document });
  });

  app.delete('/api/student/documents/:id', {
    preHandler: onlyStudents,
    schema: { tags: ['documents'], summary: 'Delete one of your documents and its file', params: idParams, response: { 204: z.null(), 404: errorBodySchema, ...denied } },
  }, async (request, reply) => {
    const auth = assertRole(request, 'student');
    const storageKey = await deleteStudentDocument(db, auth.user.id, request.params.id);
    if (!storageKey) throw notFound('That document');
    await storage.delete(storageKey);
    return reply.status(204).send(null);
  });
}
