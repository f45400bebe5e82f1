import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { uploadRefusal } from './upload-refusal';

describe('uploadRefusal', () => {
  it('names the refusals an upload form explains in its own words', () => {
    expect(uploadRefusal(new ApiError({ status: 413, message: 'x', code: 'QUOTA_EXCEEDED' }))).toBe('quotaExceeded');
    expect(uploadRefusal(new ApiError({ status: 429, message: 'x', code: 'TOO_MANY_UPLOADS' }))).toBe('tooManyUploads');
    expect(uploadRefusal(new ApiError({ status: 507, message: 'x', code: 'STORAGE_FULL' }))).toBe('storageFull');
    expect(uploadRefusal(new ApiError({ status: 415, message: 'x', code: 'UNSUPPORTED_MEDIA_TYPE' }))).toBe('wrongType');
    expect(uploadRefusal(new ApiError({ status: 403, message: 'x', code: 'EMAIL_NOT_VERIFIED' }))).toBe('emailNotConfirmed');
  });

  it("reads an upload widget's failed request", () => {
    const error = Object.assign(new Error('Non 2xx'), {
      source: { status: 507, responseText: '{"code":"STORAGE_FULL","message":"short of space"}' },
    });
    expect(uploadRefusal(error)).toBe('storageFull');
  });

  it('leaves every other error to the caller', () => {
    expect(uploadRefusal(new ApiError({ status: 500, message: 'x', code: 'INTERNAL' }))).toBeUndefined();
    expect(uploadRefusal(new Error('offline'))).toBeUndefined();
    expect(uploadRefusal(Object.assign(new Error('Non 2xx'), { source: { status: 502, responseText: '<html>' } }))).toBeUndefined();
    expect(uploadRefusal(null)).toBeUndefined();
  });
});
