import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DocumentExtension } from '@common/contracts/documents';
import type { Message } from '../../errors/message';
import { cleanFileName } from '../../http/file-names';
import type { FileStorage } from '../../storage/storage';
import { storeThenRecord, type DocumentOwnerKind } from './document-files';
import type { NewDocument } from './documents-repository';
import { checkFileType } from './file-checks';
import { parseUploadFields, receiveUpload, requireFile } from './multipart-upload';

export interface DocumentUploadRules<S extends z.ZodType<{ documentType: string; description?: string | null }>> {
  kind: DocumentOwnerKind;
  maxBytes: number;
  tooLargeMessage: Message;
  extensions: readonly DocumentExtension[];
  fields: S;
}

/**
 * One uploaded document, from multipart request to database row: the size is checked on the
 * bytes received, the type by the content, the file stored, then `insert` records it (the file is
 * removed again if that fails, as when it does not fit the owner's file space). The institution and student upload routes differ only in rules.
 */
export async function acceptDocumentUpload<S extends z.ZodType<{ documentType: string; description?: string | null }>, T>(
  request: FastifyRequest,
  storage: FileStorage,
  rules: DocumentUploadRules<S>,
  insert: (values: NewDocument) => Promise<T>,
): Promise<T> {
  // Local disk below its free-space floor: refused before the body is read.
  await storage.ensureRoom(rules.maxBytes);
  const upload = await receiveUpload(request, { maxBytes: rules.maxBytes, tooLargeMessage: rules.tooLargeMessage });
  const file = requireFile(upload);
  const fields = parseUploadFields(rules.fields, upload.fields);
  const checked = await checkFileType(file.fileName, file.content, rules.extensions);
  return storeThenRecord(storage, rules.kind, { content: file.content, contentType: checked.contentType }, (storageKey) =>
    insert({
      documentName: cleanFileName(file.fileName, `document.${checked.extension}`),
      documentType: fields.documentType,
      description: fields.description || null,
      storageKey,
      contentType: checked.contentType,
      sizeBytes: file.content.length,
    }),
  );
}
