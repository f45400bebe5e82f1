import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from '@common/constants';
import { profileImageUrl } from '@common/contracts/profile-images';
import { profileImagesEndpoints } from '@common/endpoints/profile-images';
import { notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { receiveUpload, requireFile } from '../documents/multipart-upload';
import { canSeeProfileImage } from './image-access';
import { checkProfileImage } from './image-check';
import { deleteProfileImage, findProfileImage, saveProfileImage } from './profile-image-repository';

/**
 * Photos and logos (docs/product/profiles.md#photos-and-logos): upload (size on the bytes received,
 * type by content, metadata dropped), removal, and the image itself for those allowed to see it.
 */
export async function profileImageRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;
  // Multipart parsing in this plugin's scope only (as documents do): one file, no other part of note.
  await app.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 } });

  // Each upload is decoded and encoded again: limited per client address and per account
  // (CLIENT_LIMITS and USER_LIMITS.profileImage, counted in the database) before the body is read.
  await withClientLimit(
    app,
    'profileImage',
    (limited) =>
      registerEndpoint(limited, profileImagesEndpoints.uploadProfileImage, async ({ request, auth }) => {
        // Local disk below its free-space floor: refused before the body is read.
        await storage.ensureRoom(PROFILE_IMAGE_MAX_BYTES);
        const upload = await receiveUpload(request, {
          maxBytes: PROFILE_IMAGE_MAX_BYTES,
          tooLargeMessage: msg('images.tooLarge', { megabytes: PROFILE_IMAGE_MAX_BYTES / (1024 * 1024) }),
        });
        const file = requireFile(upload);
        const image = await checkProfileImage(file.content);
        const storageKey = `profile-images/${crypto.randomUUID()}`;
        await storage.put(storageKey, image.content, image.contentType);
        const uploadedAt = new Date();
        const url = profileImageUrl(auth.user.id, uploadedAt);
        let replacedKey: string | null;
        try {
          replacedKey = await db.transaction((tx) =>
            saveProfileImage(tx, auth.user.id, { storageKey, contentType: image.contentType, sizeBytes: image.content.length, url, uploadedAt }),
          );
        } catch (error) {
          await storage.delete(storageKey).catch(() => undefined);
          throw error;
        }
        if (replacedKey) await storage.delete(replacedKey).catch(() => undefined);
        return { profileImageUrl: url };
      }),
    { perUser: 'profileImage' },
  );

  registerEndpoint(app, profileImagesEndpoints.removeProfileImage, async ({ auth, reply }) => {
    const storageKey = await db.transaction((tx) => deleteProfileImage(tx, auth.user.id));
    if (storageKey) await storage.delete(storageKey).catch(() => undefined);
    return reply.status(204).send();
  });

  registerEndpoint(app, profileImagesEndpoints.profileImage, async ({ auth, params, reply }) => {
    const image = await findProfileImage(db, params.userId);
    // No image, and an image this viewer may not see, look the same.
    if (!image || !(await canSeeProfileImage(db, auth?.user ?? null, { id: params.userId, role: image.role }))) throw notFound('image');
    const stored = await storage.get(image.storageKey);
    if (!stored) throw notFound('image');
    reply
      .header('Content-Type', image.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline; filename="image"')
      // A student's photo is personal data: never kept by the browser or a shared cache.
      .header('Cache-Control', 'private, no-store');
    if (stored.size !== undefined) reply.header('Content-Length', stored.size);
    return reply.send(stored.body);
  });
}
