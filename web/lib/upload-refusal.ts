// Upload refusals the server names by code (docs/security.md, "Uploads: quotas, expiry, free
// space, content checks, and S3 limits"): each upload form shows its own translated text for
// them, under "refusals.<key>" of its namespace, instead of the server's English message.
import { buildApiError, ApiError } from './api-client';

export type UploadRefusal = 'quotaExceeded' | 'tooManyUploads' | 'storageFull' | 'wrongType' | 'emailNotConfirmed';

const REFUSAL_BY_CODE: Partial<Record<NonNullable<ApiError['code']>, UploadRefusal>> = {
  // Files come only from a confirmed address (docs/product/accounts.md).
  EMAIL_NOT_VERIFIED: 'emailNotConfirmed',
  QUOTA_EXCEEDED: 'quotaExceeded',
  TOO_MANY_UPLOADS: 'tooManyUploads',
  STORAGE_FULL: 'storageFull',
  UNSUPPORTED_MEDIA_TYPE: 'wrongType',
};

/**
 * Which refusal an error is, if any: an ApiError from callApi, or an upload widget's failed
 * request (Uppy puts the XMLHttpRequest on `error.source`).
 */
export function uploadRefusal(error: unknown): UploadRefusal | undefined {
  if (error instanceof ApiError) return error.code ? REFUSAL_BY_CODE[error.code] : undefined;
  const source = (error as { source?: { status?: unknown; responseText?: unknown } } | null)?.source;
  if (source && typeof source.status === 'number' && typeof source.responseText === 'string') {
    return uploadRefusal(buildApiError(source.status, '', source.responseText));
  }
  return undefined;
}
