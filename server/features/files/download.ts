// Safe download headers: the file always arrives as an attachment with a content type that a
// browser will not run, whatever name or type the uploader gave it.

const SAFE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function safeContentType(fileName: string): string {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return SAFE_TYPES[extension] ?? 'application/octet-stream';
}

/** A file name with no path, no control characters and no quotes, at most 200 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(0, 200);
  return cleaned || 'resume';
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const name = cleanFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
