import path from 'node:path';

// One rule for user-given file names (resumes and documents alike): the name is shown to people
// and sent back in download headers, so it keeps no folders, no control characters (C0 and C1),
// no bidirectional marks, overrides or isolates (which make "invoice<RLO>fdp.exe" read as
// "invoiceexe.pdf"), no quotes or characters a file system refuses, and at most 200 characters
// with its extension kept.

const MAX_NAME = 200;

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|:*?]/g;

/** A file name safe to store, show and send back; `fallback` when nothing is left of it. */
export function cleanFileName(fileName: string, fallback: string): string {
  const base = path.posix.basename(fileName.replaceAll('\\', '/'));
  const cleaned = base.replace(UNSAFE_CHARACTERS, '').trim();
  if (!cleaned) return fallback;
  // Counted in code points, so a cut never splits an emoji or other surrogate pair.
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_NAME) return cleaned;
  const extension = Array.from(path.posix.extname(cleaned)).slice(0, 10);
  return [...characters.slice(0, MAX_NAME - extension.length), ...extension].join('');
}

/** RFC 6266 Content-Disposition: an ASCII fallback name plus the exact UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const name = cleanFileName(fileName, 'download');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
