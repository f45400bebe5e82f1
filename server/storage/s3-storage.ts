import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig } from '../config/config';
import type { FileStorage } from './storage';

type S3Config = Extract<AppConfig['storage'], { driver: 's3' }>;

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

async function toBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * S3-compatible storage (AWS S3, MinIO, R2...). The browser uploads straight to the store with
 * a presigned PUT URL to a staging key; a presigned PUT cannot limit size or type, so the app
 * checks the staged object (size with `head`, type from its first bytes) and only then copies it
 * to its final key (docs/decisions/020).
 */
export function createS3Storage(config: S3Config, clientOverride?: S3Client): FileStorage {
  const client =
    clientOverride ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Default checksums would bake the checksum of an empty body into presigned PUT URLs, and
      // many S3-compatible stores do not know them: only send them when an operation needs them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = config.bucket;

  return {
    driver: 's3',
    async put(key, body, contentType) {
      // Files are small (10 MB at most): a known length keeps every S3-compatible store happy.
      const bytes = await toBuffer(body);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!result.Body) return null;
        return { body: result.Body as Readable, size: result.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    // A store has no folders, only keys that share a prefix: each one goes (a user has a few).
    async deleteFolder(folder) {
      const Prefix = `${folder.replace(/\/+$/, '')}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async exists(key) {
      return (await this.head(key)) !== null;
    },
    async head(key) {
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: result.ContentLength ?? 0, contentType: result.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async createUploadUrl(key, options) {
      const command = new PutObjectCommand({ Bucket, Key: key, ...(options.contentType ? { ContentType: options.contentType } : {}) });
      return getSignedUrl(client, command, { expiresIn: options.expiresIn });
    },
    async move(fromKey, toKey, contentType) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: toKey,
          CopySource: `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: fromKey }));
    },
    // The store's space is not this server's disk.
    async ensureRoom() {},
  };
}
