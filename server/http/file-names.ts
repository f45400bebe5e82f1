import path from 'node:path';

// One rule for user-given file names (resumes and documents alike): the name is shown to people
// and sent back in download headers, so it keeps no folders, no control characters, no quotes or
// characters a file system refuses, and at most 200 characters with its extension kept.

const MAX_NAME = 200;

/** A file name safe to store, show and send back; `fallback` when nothing is left of it. */
export function cleanFileName(fileName: string, fallback: string): string {
  const base = path.posix.basename(fileName.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME) return cleaned;
  const extension = path.posix.extname(cleaned).slice(0, 10);
  return `${cleaned.slice(0, MAX_NAME - extension.length)}${extension}`;
}

/** RFC 6266 Content-Disposition: an ASCII fallback name plus the exact UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const name = cleanFileName(fileName, 'download');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
