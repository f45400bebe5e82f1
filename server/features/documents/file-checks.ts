import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_CONTENT_TYPES, type DocumentExtension } from '@common/contracts/documents';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { compoundFileVerdict } from './ole-macros';

/**
 * Which file names a sniffed type may carry. Old Word and Excel files are both OLE compound files
 * ("cfb"), so the content alone cannot tell .doc from .xls; macro-enabled formats (docm, xlsm)
 * sniff as their own types and are therefore refused, and so is a compound file that holds
 * macros (checkCompoundFile).
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
 * Checks a file by its name AND its bytes: the extension must be allowed, the content must
 * really be that kind of file (a renamed executable or text file named .pdf is refused), and an
 * old Word or Excel file must hold no macros.
 */
export async function checkFileType(fileName: string, content: Buffer, allowed: readonly DocumentExtension[]): Promise<CheckedFile> {
  const sniffed = (await fileTypeFromBuffer(content))?.ext;
  const checked = checkSniffedType(fileName, sniffed, allowed);
  if (sniffed === 'cfb') checkCompoundFile(checked.extension, content, allowed);
  return checked;
}

/** What an old format's macros-free successor is called, for the refusal's advice. */
const MODERN_FORMAT: Partial<Record<DocumentExtension, string>> = { doc: 'DOCX', xls: 'XLSX' };

/**
 * An old Word or Excel file (an OLE compound file, .doc or .xls) is refused when it holds VBA
 * macros, code that runs on the computer of whoever opens it (docs/product/schools.md#documents),
 * and when its directory cannot be read to tell.
 */
export function checkCompoundFile(extension: DocumentExtension, content: Buffer, allowed: readonly DocumentExtension[]): void {
  const verdict = compoundFileVerdict(content);
  if (verdict === 'unreadable') throw notReally(extension, allowed);
  if (verdict === 'macros') {
    const message = msg('documents.legacyMacros', { extension: extension.toUpperCase(), modern: MODERN_FORMAT[extension] ?? 'PDF' });
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, [{ path: 'file', message: 'documents.legacyMacrosIssue' }]);
  }
}

/** "This file is not really a DOC file": its content is not what its name says. */
function notReally(extension: DocumentExtension, allowed: readonly DocumentExtension[]): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', msg('documents.notReallyType', { extension: extension.toUpperCase(), ...describeAllowed(allowed) }), [
    { path: 'file', message: 'documents.notReallyTypeIssue' },
  ]);
}

/**
 * The same check for a file read elsewhere (a stored resume, sniffed from its stream): `sniffed`
 * is what file-type made of the content, undefined when it recognised nothing. A compound file
 * ("cfb") then needs checkCompoundFile on its whole content.
 */
export function checkSniffedType(fileName: string, sniffed: string | undefined, allowed: readonly DocumentExtension[]): CheckedFile {
  const extension = extensionOf(fileName) as DocumentExtension;
  const unsupported = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', msg('documents.wrongType', describeAllowed(allowed)), [
      { path: 'file', message: msg('documents.wrongTypeIssue', describeAllowed(allowed)) },
    ]);
  if (!allowed.includes(extension)) throw unsupported();
  const matches = sniffed ? (EXTENSIONS_BY_SNIFFED_TYPE[sniffed] ?? []) : [];
  if (!matches.includes(extension)) throw notReally(extension, allowed);
  return { extension, contentType: DOCUMENT_CONTENT_TYPES[extension] };
}
