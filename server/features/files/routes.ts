import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { filesEndpoints } from '@common/endpoints/files';
import { withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendStoredFile } from '../../http/send-file';
import { findResumeFile, recordResume } from './resume-service';
import { createResumeUploadUrl, receiveGrantUpload } from './upload-service';

/**
 * The resume's upload address, upload, record and download (docs/product/profiles.md#resume).
 * Who may do what is each declaration's; an upload address takes one PUT from the user it was
 * made for, and a resume is read by those canReadResume allows.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;

  // Upload addresses per client address (CLIENT_LIMITS.uploadGrant): each one reserves a grant.
  await withClientLimit(app, 'uploadGrant', (limited) =>
    registerEndpoint(limited, filesEndpoints.requestResumeUpload, async ({ auth }) => ({
      uploadURL: await createResumeUploadUrl(db, storage, auth.user.id),
    })),
  );

  registerEndpoint(app, filesEndpoints.recordResume, async ({ auth, body }) => ({
    profile: await recordResume(db, storage, auth.user.id, body),
  }));

  registerEndpoint(app, filesEndpoints.downloadResume, async ({ reply, auth, params }) =>
    sendStoredFile(reply, storage, await findResumeFile(db, auth, params.userId)),
  );

  // The app's own upload address (local storage). Its body is the raw file, streamed: this
  // scope takes every content type as a stream, so no parser buffers it or applies bodyLimit.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    registerEndpoint(scope, filesEndpoints.receiveUpload, async ({ request, reply, auth, params }) => {
      const length = Number(request.headers['content-length']);
      const { size } = await receiveGrantUpload(db, storage, {
        grantId: params.id,
        userId: auth.user.id,
        // No body at all (no Content-Type, no length): Fastify runs no parser and leaves none.
        body: request.body instanceof Readable ? request.body : undefined,
        contentLength: Number.isFinite(length) ? length : undefined,
        contentType: 'application/octet-stream',
      });
      // Upload widgets (Uppy's S3 uploader) read the ETag to confirm the PUT, as S3 sends one.
      reply.header('etag', `"${params.id}-${size}"`);
      return { ok: true as const, size };
    });
  });
}
