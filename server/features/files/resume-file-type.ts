import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileTypeFromStream } from 'file-type';
import type { DocumentExtension } from '@common/contracts/documents';
import type { FileStorage } from '../../storage/storage';
import { checkCompoundFile, checkSniffedType, type CheckedFile } from '../documents/file-checks';

// What a resume may be (docs/product/profiles.md#resume): PDF, DOC or DOCX, by its name AND its
// content. The content type it is sent with is decided by its extension, never by what the
// uploader claimed, so no browser is ever handed something it would run or render.

export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const satisfies readonly DocumentExtension[];

const RESUME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function resumeContentType(fileName: string): string {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return RESUME_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Reads the start of a stored file and checks it is the resume type its name says (a text or
 * program named .pdf is refused with 415). file-type reads only as far as it needs: the header
 * of a PDF or Word file, the entries of a DOCX's zip up to its content types. An old Word file
 * (.doc) is then read whole, once its size was checked, to refuse one that holds macros.
 */
export async function checkStoredResume(storage: FileStorage, key: string, fileName: string): Promise<CheckedFile> {
  const file = await storage.get(key);
  let sniffed: string | undefined;
  if (file) {
    try {
      sniffed = (await fileTypeFromStream(Readable.toWeb(file.body) as WebReadableStream<Uint8Array>))?.ext;
    } finally {
      file.body.destroy();
    }
  }
  const checked = checkSniffedType(fileName, sniffed, RESUME_EXTENSIONS);
  if (sniffed === 'cfb') {
    const whole = await storage.get(key);
    checkCompoundFile(checked.extension, whole ? await buffer(whole.body) : Buffer.alloc(0), RESUME_EXTENSIONS);
  }
  return checked;
}
