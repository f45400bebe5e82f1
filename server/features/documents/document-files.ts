import crypto from 'node:crypto';
import type { FileStorage } from '../../storage/storage';

export type DocumentOwnerKind = 'institution' | 'student';

/** Stores the bytes under a fresh key, runs `record`, and removes the file again if that fails. */
export async function storeThenRecord<T>(
  storage: FileStorage,
  kind: DocumentOwnerKind,
  file: { content: Buffer; contentType: string },
  record: (storageKey: string) => Promise<T>,
): Promise<T> {
  const storageKey = `documents/${kind}/${crypto.randomUUID()}`;
  await storage.put(storageKey, file.content, file.contentType);
  try {
    return await record(storageKey);
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
