import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { FileStorage } from './storage';

/** Files under DATA_DIR/files. Keys are checked so no key can climb out of that folder. */
export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');

  function pathFor(key: string): string {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  }

  return {
    driver: 'local',
    async put(key, body, _contentType) {
      const target = pathFor(key);
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
  };
}
