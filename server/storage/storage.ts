import type { Readable } from 'node:stream';

/**
 * Where an upload lands before it is checked: the browser (or the app's own upload address)
 * writes only here, and recording the file moves it to `key`. A replayed upload can therefore
 * only ever change a staging file, never a file already accepted.
 */
export const stagingKey = (key: string) => `staging/${key}`;

export interface UploadUrlOptions {
  /** The largest file the caller may send; the app checks the stored size again afterwards. */
  maxBytes: number;
  /** Seconds until the address stops working. */
  expiresIn: number;
  contentType?: string;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string | undefined;
}

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
  /**
   * Removes every file whose key starts with `folder/`, and the folder itself on disk: a folder
   * named after a deleted account must not outlive it (docs/product/accounts.md).
   */
  deleteFolder(folder: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size (and type, when the store keeps one) of a stored file, or null when there is none. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /**
   * An address the browser can PUT the file to directly (S3: a presigned URL), or null when the
   * driver has none, in which case the app receives the upload itself (local disk).
   */
  createUploadUrl(key: string, options: UploadUrlOptions): Promise<string | null>;
  /** Moves a stored file to another key (S3: a copy with the given type, then a delete). */
  move(fromKey: string, toKey: string, contentType: string): Promise<void>;
  /**
   * Refuses (AppError STORAGE_FULL) when storing `incomingBytes` more would leave the disk below
   * its free-space floor. Local disk only: the embedded database lives on the same disk.
   */
  ensureRoom(incomingBytes: number): Promise<void>;
}
