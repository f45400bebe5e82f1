/** A multipart form of the text fields (empty ones left out) and the file under `fileField`. */
export function buildUploadForm(fileField: string, file: File, fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  form.append(fileField, file);
  return form;
}
