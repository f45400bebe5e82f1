// POST /api/objects/upload (spec 7): an address to PUT one file to, once, within minutes.
import type { UploadUrlResponse } from '@common/contracts/files';
import { apiRequest } from '@web/lib/api-client';

export function requestUploadUrl() {
  return apiRequest<UploadUrlResponse>('POST', '/api/objects/upload');
}
