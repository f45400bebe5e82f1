// Multipart uploads (spec 7: "multipart"), with the same error rule as every other call.
import { throwIfNotOk } from '@web/lib/api-client';

export async function postFormData<T>(path: string, form: FormData): Promise<T> {
  // No Content-Type header: the browser sets multipart/form-data with its boundary.
  const response = await throwIfNotOk(await fetch(path, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body: form }));
  return (await response.json()) as T;
}

/** A FormData of the text fields (empty ones left out) and the file under `fileField`. */
export function buildUploadForm(fileField: string, file: File, fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  form.append(fileField, file);
  return form;
}
