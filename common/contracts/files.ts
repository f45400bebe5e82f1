import { z } from 'zod';
import { fillPath } from '../api/endpoint';
import { keyed } from '../messages';

// Resume uploads (docs/product/profiles.md#resume): POST /api/objects/upload hands out a
// short-lived upload address bound to the caller; the browser PUTs the file there in one request,
// then PUT /api/student/resume records it. The product spells the address "uploadURL" and
// "resumeURL".

export const uploadUrlResponse = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

/** What the app's own upload address answers after it stored the file (local storage). */
export const uploadReceivedResponse = z.object({ ok: z.literal(true), size: z.number().int() });

export const recordResumeBody = z.object({
  resumeURL: z.string(keyed('files.resumeUrlRequired')).trim().min(1, keyed('files.resumeUrlRequired')).max(4000, keyed('files.resumeUrlTooLong')),
  resumeFileName: z
    .string(keyed('files.resumeFileNameRequired'))
    .trim()
    .min(1, keyed('files.resumeFileNameRequired'))
    .max(255, keyed('files.fileNameTooLong', { max: 255 })),
});
export type RecordResumeBody = z.infer<typeof recordResumeBody>;

/** The path of the resume download (filesEndpoints.downloadResume), which other features link to. */
export const RESUME_DOWNLOAD_PATH = '/api/files/resumes/:userId';

/** The app's download address of a student's resume. */
export function resumeDownloadPath(userId: string): string {
  return fillPath(RESUME_DOWNLOAD_PATH, { userId });
}
