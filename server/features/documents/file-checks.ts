import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_CONTENT_TYPES, type DocumentExtension } from '@common/contracts/documents';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';

/**
 * Which file names a sniffed type may carry. Old Word and Excel files are both OLE compound files
 * ("cfb"), so the content alone cannot tell .doc from .xls; macro-enabled formats (docm, xlsm)
 * sniff as their own types and are therefore refused.
 */
const EXTENSIONS_BY_SNIFFED_TYPE: Record<string, readonly DocumentExtension[]> = {
  pdf: ['pdf'],
  cfb: ['doc', 'xls'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
};

export interface CheckedFile {
  extension: DocumentExtension;
  contentType: string;
}

/** The allowed types as the messages name them: "PDF, DOC" or "DOCX". */
function describeAllowed(allowed: readonly DocumentExtension[]): { types: string; lastType: string } {
  const names = [...new Set(allowed.map((ext) => (ext === 'jpeg' ? 'jpg' : ext).toUpperCase()))];
  return { types: names.slice(0, -1).join(', '), lastType: names.at(-1) ?? '' };
}

/** The lower-cased extension of a file name, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  return path.extname(fileName).slice(1).toLowerCase();
}

/**
 * Checks a file by its name AND its bytes: the extension must be allowed, and the content must
 * really be that kind of file (a renamed executable or text file named .pdf is refused).
 */
export async function checkFileType(fileName: string, content: Buffer, allowed: readonly DocumentExtension[]): Promise<CheckedFile> {
  return checkSniffedType(fileName, (await fileTypeFromBuffer(content))?.ext, allowed);
}

/**
 * The same check for a file read elsewhere (a stored resume, sniffed from its stream): `sniffed`
 * is what file-type made of the content, undefined when it recognised nothing.
 */
export function checkSniffedType(fileName: string, sniffed: string | undefined, allowed: readonly DocumentExtension[]): CheckedFile {
  const extension = extensionOf(fileName) as DocumentExtension;
  const unsupported = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', msg('documents.wrongType', describeAllowed(allowed)), [
      { path: 'file', message: msg('documents.wrongTypeIssue', describeAllowed(allowed)) },
    ]);
  if (!allowed.includes(extension)) throw unsupported();
  const matches = sniffed ? (EXTENSIONS_BY_SNIFFED_TYPE[sniffed] ?? []) : [];
  if (!matches.includes(extension)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      msg('documents.notReallyType', { extension: extension.toUpperCase(), ...describeAllowed(allowed) }),
      [{ path: 'file', message: 'documents.notReallyTypeIssue' }],
    );
  }
  return { extension, contentType: DOCUMENT_CONTENT_TYPES[extension] };
}
