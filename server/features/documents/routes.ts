import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { INSTITUTION_DOCUMENT_MAX_BYTES } from '@common/constants';
import { documentDownloadRoutes } from './download-routes';
import { institutionDocumentRoutes } from './institution-document-routes';
import { studentDocumentRoutes } from './student-document-routes';

/**
 * The document exchange between institutions and their students (docs/product/schools.md).
 * Multipart parsing is registered here, inside this plugin's scope, so no other feature accepts
 * multipart bodies. Each upload route narrows the file size further (students: 5 MB).
 */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: INSTITUTION_DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 20 },
  });
  await institutionDocumentRoutes(app);
  await studentDocumentRoutes(app);
  await documentDownloadRoutes(app);
}
