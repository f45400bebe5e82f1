import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSTITUTION_DOCUMENT_MAX_BYTES } from '@common/constants';
import {
  documentsResponse, INSTITUTION_DOCUMENT_EXTENSIONS, institutionDocumentFields, studentDocumentsResponse, uploadedDocumentResponse,
} from '@common/contracts/documents';
import { errorBodySchema } from '@common/contracts/error';
import { idParams, pageQuery } from '@common/contracts/institutions';
import { requireRole } from '../../auth/guards';
import { notFound } from '../../errors/app-error';
import { assertInstitutionProfile } from '../institutions/institution-context';
import { acceptDocumentUpload } from './document-intake';
import {
  deleteInstitutionDocument, insertInstitutionDocument, listInstitutionDocuments, listStudentDocumentsOfInstitution,
} from './documents-repository';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const TOO_LARGE = `Please upload a file smaller than ${INSTITUTION_DOCUMENT_MAX_BYTES / 1024 / 1024}MB`;

/** An institution's own documents (upload, list, delete) and the documents of its students. */
export async function institutionDocumentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  const onlyInstitutions = requireRole('institution');

  app.post('/api/institution/documents', {
    preHandler: onlyInstitutions,
    schema: {
      tags: ['documents'],
      summary: 'Upload a document for your students (multipart: file, documentType, description; pdf, doc, docx, xls, xlsx)',
      consumes: ['multipart/form-data'],
      response: { 201: uploadedDocumentResponse, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, ...denied },
    },
  }, async (request, reply) => {
    const institutionId = await assertInstitutionProfile(db, request);
    const document = await acceptDocumentUpload(request, storage, {
      kind: 'institution', maxBytes: INSTITUTION_DOCUMENT_MAX_BYTES, tooLargeMessage: TOO_LARGE,
      extensions: INSTITUTION_DOCUMENT_EXTENSIONS, fields: institutionDocumentFields,
    }, (values) => insertInstitutionDocument(db, institutionId, values));
    return reply.status(201).send({ document });
  });

  app.get('/api/institution/documents', {
    preHandler: onlyInstitutions,
    schema: { tags: ['documents'], summary: 'Your documents, newest first', querystring: pageQuery, response: { 200: documentsResponse, ...denied } },
  }, async (request) => {
    const institutionId = await assertInstitutionProfile(db, request);
    return { ...(await listInstitutionDocuments(db, institutionId, request.query)), ...request.query };
  });

  app.delete('/api/institution/documents/:id', {
    preHandler: onlyInstitutions,
    schema: { tags: ['documents'], summary: 'Delete one of your documents and its file', params: idParams, response: { 204: z.null(), 404: errorBodySchema, ...denied } },
  }, async (request, reply) => {
    const institutionId = await assertInstitutionProfile(db, request);
    const storageKey = await deleteInstitutionDocument(db, institutionId, request.params.id);
    if (!storageKey) throw notFound('That document');
    await storage.delete(storageKey);
    return reply.status(204).send(null);
  });

  app.get('/api/institution/student-documents', {
    preHandler: onlyInstitutions,
    schema: { tags: ['documents'], summary: "Your students' documents, newest first", querystring: pageQuery, response: { 200: studentDocumentsResponse, ...denied } },
  }, async (request) => {
    const institutionId = await assertInstitutionProfile(db, request);
    return { ...(await listStudentDocumentsOfInstitution(db, institutionId, request.query)), ...request.query };
  });
}
