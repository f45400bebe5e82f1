import type { FastifyReply } from 'fastify';
import { notFound } from '../errors/app-error';
import type { FileStorage } from '../storage/storage';
import { attachmentDisposition } from './file-names';

/**
 * Sends a stored file as a download (resumes and documents alike): always an attachment, with the
 * content type decided at upload, nosniff so no browser renders it as something else, and never
 * cached (it is personal data).
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: { storageKey: string; fileName: string; contentType: string }) {
  const stored = await storage.get(file.storageKey);
  if (!stored) throw notFound('file');
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  if (stored.size !== undefined) reply.header('Content-Length', stored.size);
  return reply.send(stored.body);
}
