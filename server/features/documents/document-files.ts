import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../../storage/storage';
import { notFound } from '../../errors/app-error';

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

/** RFC 6266 Content-Disposition: an ASCII fallback plus the exact UTF-8 name. */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored document as a download: always an attachment, with the content type we decided
 * at upload (from the sniffed content), and nosniff so no browser renders it as something else.
 */
export async function sendDocument(
  reply: FastifyReply,
  storage: FileStorage,
  document: { storageKey: string; documentName: string; contentType: string },
) {
  const stored = await storage.get(document.storageKey);
  if (!stored) throw notFound('That file');
  reply
    .header('Content-Type', document.contentType)
    .header('Content-Disposition', attachmentHeader(document.documentName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  if (stored.size !== undefined) reply.header('Content-Length', stored.size);
  return reply.send(stored.body);
}
