import type { Readable } from 'node:stream';

/**
 * Every stored file (resumes, documents) goes through this interface. Drivers: local disk under
 * DATA_DIR (default) and any S3-compatible store. Keys are opaque paths like "resumes/<uuid>".
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** A readable stream of the file, or null when there is no such key. */
  get(key: string): Promise<{ body: Readable; size: number | undefined } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
