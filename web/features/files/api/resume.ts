// Recording an uploaded resume on the student's profile (docs/product/profiles.md#resume). Its
// declaration changes 'profile' and 'resume': the profile, the current user and the dashboard's
// completeness card refresh.
import type { RecordResumeBody } from '@common/contracts/files';
import { filesEndpoints } from '@common/endpoints/files';
import { callApi } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';

export function useRecordResume() {
  return useApiMutation(filesEndpoints.recordResume, { toInput: (body: RecordResumeBody) => ({ body }) });
}

/** An address to PUT one file to, once, within minutes (a new one for every upload). */
export async function requestResumeUploadUrl(): Promise<string> {
  return (await callApi(filesEndpoints.requestResumeUpload)).uploadURL;
}
