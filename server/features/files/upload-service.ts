import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { endpointUrl } from '@common/api/endpoint';
import { RESUME_MAX_BYTES, UPLOAD_URL_TTL_SECONDS } from '@common/constants';
import { filesEndpoints } from '@common/endpoints/files';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { stagingKey, type FileStorage } from '../../storage/storage';
import { ByteLimitExceededError, createByteLimit } from './byte-limit';
import { claimUploadGrant, createUploadGrant, findUploadGrant, releaseUploadGrant, setUploadSize } from './upload-grants-repository';
import { assertRoomForResumeUpload, lockUploadsOf } from './upload-quota';

/** The folder of a student's resumes: named after them, so it goes with their account (docs/product/accounts.md). */
export const resumeFolderOf = (userId: string) => `resumes/${userId}`;

/** The app's own upload address for a grant (local storage). */
export const localUploadPath = (grantId: string) => endpointUrl(filesEndpoints.receiveUpload, { params: { id: grantId } });

export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', msg('files.tooLarge', { megabytes: Math.round(maxBytes / 1024 / 1024) }));

/**
 * POST /api/objects/upload returns the address to PUT a resume to: a presigned URL of the store,
 * or the app's own address (local storage). The grant binds it to the user, a fresh storage key,
 * the size limit and a short expiry; it is refused past the user's waiting uploads or file space
 * (upload-quota.ts) and, on local disk, below the free-space floor. Either address writes only
 * to the key's staging copy (storage.ts, stagingKey).
 */
export async function createResumeUploadUrl(db: Db, storage: FileStorage, userId: string): Promise<string> {
  await storage.ensureRoom(RESUME_MAX_BYTES);
  const storageKey = `${resumeFolderOf(userId)}/${crypto.randomUUID()}`;
  const grant = await db.transaction(async (tx) => {
    await lockUploadsOf(tx, userId);
    await assertRoomForResumeUpload(tx, userId, RESUME_MAX_BYTES);
    return createUploadGrant(tx, { userId, purpose: 'resume', storageKey, maxBytes: RESUME_MAX_BYTES, ttlSeconds: UPLOAD_URL_TTL_SECONDS });
  });
  const direct = await storage.createUploadUrl(stagingKey(storageKey), { maxBytes: RESUME_MAX_BYTES, expiresIn: UPLOAD_URL_TTL_SECONDS });
  return direct ?? localUploadPath(grant.id);
}

/** Why a grant cannot be used now, as the error the uploader sees. */
async function refusalFor(db: Db, grantId: string, userId: string): Promise<AppError> {
  const grant = await findUploadGrant(db, { id: grantId });
  if (!grant) return notFound('uploadAddress');
  if (grant.userId !== userId) return forbidden('files.uploadAddressOfSomeoneElse');
  if (grant.usedAt) return new AppError('CONFLICT', 'files.uploadAddressUsed');
  return forbidden('files.uploadAddressExpired');
}

/** A PUT with nothing to store: the client's to fix, and the address stays usable. */
const noFile = () => new AppError('BAD_REQUEST', 'files.uploadNoFile');

/**
 * Receives one PUT to the app's upload address of a grant: only from the grant's user, once,
 * before it expires, and never more than the grant's byte limit (a larger body is refused and
 * not kept). Unlike the documents' multipart upload, the body is the file's raw bytes. Everything
 * the request itself shows to be wrong (no body, an empty or oversize one) is refused before the
 * grant is claimed, so a bad PUT never uses the address up; a body that turns out empty only once
 * read gives the grant back.
 */
export async function receiveGrantUpload(
  db: Db,
  storage: FileStorage,
  input: { grantId: string; userId: string; body: Readable | undefined; contentLength: number | undefined; contentType: string },
): Promise<{ size: number }> {
  const grant = await findUploadGrant(db, { id: input.grantId });
  if (!grant || grant.userId !== input.userId) throw await refusalFor(db, input.grantId, input.userId);
  const { body } = input;
  if (!body || input.contentLength === 0) throw noFile();
  if (input.contentLength !== undefined && input.contentLength > grant.maxBytes) throw tooLarge(grant.maxBytes);
  await storage.ensureRoom(input.contentLength ?? grant.maxBytes);
  if (!(await claimUploadGrant(db, grant.id, input.userId))) throw await refusalFor(db, grant.id, input.userId);

  const limiter = createByteLimit(grant.maxBytes);
  body.on('error', (error) => limiter.destroy(error));
  const staged = stagingKey(grant.storageKey);
  try {
    await storage.put(staged, body.pipe(limiter), input.contentType);
    if (limiter.bytesSeen === 0) throw noFile();
    await setUploadSize(db, grant.id, limiter.bytesSeen);
    return { size: limiter.bytesSeen };
  } catch (error) {
    await storage.delete(staged).catch(() => undefined);
    await releaseUploadGrant(db, grant.id);
    if (error instanceof ByteLimitExceededError) throw tooLarge(grant.maxBytes);
    throw error;
  }
}
