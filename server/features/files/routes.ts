import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@common/contracts/error';
import {
  recordResumeBody, resumeDownloadParams, uploadGrantParams, uploadReceivedResponse, uploadUrlResponse,
} from '@common/contracts/files';
import { studentProfileResponse } from '@common/contracts/profiles';
import { assertSignedIn, requireRole, requireUser } from '../../auth/guards';
import { attachmentDisposition, safeContentType } from './download';
import { openResume, recordResume } from './resume-service';
import { createResumeUploadUrl, receiveUpload } from './upload-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema };

/**
 * Resume upload and file downloads. Rules: asking for an upload address and recording a resume
 * are student-only; an upload address takes one PUT from the user it was made for; a resume is
 * read by those canReadResume allows.
 */
export async function fileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;

  app.post('/api/objects/upload', {
    preHandler: requireRole('student'),
    schema: { tags: ['files'], summary: 'Get an address to upload your resume to (one PUT, expires in minutes)', response: { 200: uploadUrlResponse, ...errors } },
  }, async (request) => ({ uploadURL: await createResumeUploadUrl(db, storage, assertSignedIn(request).user.id) }));

  app.put('/api/student/resume', {
    preHandler: requireRole('student'),
    schema: { tags: ['files'], summary: 'Record your uploaded resume', body: recordResumeBody, response: { 200: studentProfileResponse, ...errors } },
  }, async (request) => ({ profile: await recordResume(db, storage, assertSignedIn(request).user.id, request.body) }));

  app.get('/api/files/resumes/:userId', {
    preHandler: requireUser,
    schema: { tags: ['files'], summary: "Download a student's resume (the student, admins, employers applied to, their institution)", params: resumeDownloadParams, response: { 200: z.any().describe('The file, as an attachment'), ...errors } },
  }, async (request, reply) => {
    const file = await openResume(db, storage, assertSignedIn(request), request.params.userId);
    reply
      .header('content-type', safeContentType(file.fileName))
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });

  // The app's own upload address (local storage). Its body is the raw file, streamed: this
  // scope takes every content type as a stream, so no parser buffers it or applies bodyLimit.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.withTypeProvider<ZodTypeProvider>().put('/api/files/uploads/:grantId', {
      preHandler: requireUser,
      schema: { tags: ['files'], summary: 'Upload a file to an address from POST /api/objects/upload', params: uploadGrantParams, response: { 200: uploadReceivedResponse, ...errors } },
    }, async (request, reply) => {
      const length = Number(request.headers['content-length']);
      const { size } = await receiveUpload(db, storage, {
        grantId: request.params.grantId,
        userId: assertSignedIn(request).user.id,
        body: request.body as Readable,
        contentLength: Number.isFinite(length) ? length : undefined,
        contentType: 'application/octet-stream',
      });
      // Upload widgets (Uppy's S3 uploader) read the ETag to confirm the PUT, as S3 sends one.
      reply.header('etag', `"${request.params.grantId}-${size}"`);
      return { ok: true as const, size };
    });
  });
}
