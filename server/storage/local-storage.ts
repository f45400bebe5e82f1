import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { AppError } from '../errors/app-error';
import type { FileStorage } from './storage';

export const storageFull = () => new AppError('STORAGE_FULL', 'files.storageFull');

/**
 * Files under DATA_DIR/files. Keys are checked so no key can climb out of that folder. No file is
 * written when the disk's free space would fall below `minFreeBytes` (UPLOAD_MIN_FREE_MB): the
 * embedded database lives on the same disk and must never be the one to run out.
 */
export function createLocalStorage(dataDir: string, options: { minFreeBytes?: number } = {}): FileStorage {
  const root = path.join(dataDir, 'files');
  const minFreeBytes = options.minFreeBytes ?? 0;

  async function ensureRoom(incomingBytes: number): Promise<void> {
    if (minFreeBytes <= 0) return;
    const disk = await fs.promises.statfs(dataDir);
    if (disk.bavail * disk.bsize - incomingBytes < minFreeBytes) throw storageFull();
  }

  function pathFor(key: string): string {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  }

  return {
    driver: 'local',
    async put(key, body, _contentType) {
      const target = pathFor(key);
      await ensureRoom(Buffer.isBuffer(body) ? body.length : 0);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      try {
        await pipeline(source, fs.createWriteStream(target));
      } catch (error) {
        // A failed or refused upload leaves nothing behind.
        await fs.promises.rm(target, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = pathFor(key);
      try {
        const stat = await fs.promises.stat(target);
        return { body: fs.createReadStream(target), size: stat.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.promises.rm(pathFor(key), { force: true });
    },
    async deleteFolder(folder) {
      await fs.promises.rm(pathFor(folder.replace(/\/+$/, '')), { recursive: true, force: true });
    },
    async exists(key) {
      return fs.promises.access(pathFor(key)).then(
        () => true,
        () => false,
      );
    },
    async head(key) {
      try {
        const stat = await fs.promises.stat(pathFor(key));
        return stat.isFile() ? { size: stat.size, contentType: undefined } : null;
      } catch {
        return null;
      }
    },
    // The browser cannot write to this disk: the app hands out its own upload address instead.
    async createUploadUrl() {
      return null;
    },
    async move(fromKey, toKey) {
      const target = pathFor(toKey);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(pathFor(fromKey), target);
    },
    ensureRoom,
  };
}
