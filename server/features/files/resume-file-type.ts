// The content type a resume is sent with: decided by its extension from the few types a resume
// may be (docs/product/profiles.md#resume), never by what the uploader claimed, so no browser is
// ever handed something it would run or render.

const RESUME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function resumeContentType(fileName: string): string {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return RESUME_TYPES[extension] ?? 'application/octet-stream';
}
