import { z } from 'zod';
import { fillPath } from '../api/endpoint';

// Resume uploads (docs/product/profiles.md#resume): POST /api/objects/upload hands out a
// short-lived upload address bound to the caller; the browser PUTs the file there in one request,
// then PUT /api/student/resume records it. The product spells the address "uploadURL" and
// "resumeURL".

export const uploadUrlResponse = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

/** What the app's own upload address answers after it stored the file (local storage). */
export const uploadReceivedResponse = z.object({ ok: z.literal(true), size: z.number().int() });

export const recordResumeBody = z.object({
  resumeURL: z.string({ message: 'resumeURL is required' }).trim().min(1, 'resumeURL is required').max(4000, 'resumeURL is too long'),
  resumeFileName: z
    .string({ message: 'resumeFileName is required' })
    .trim()
    .min(1, 'resumeFileName is required')
    .max(255, 'The file name must be 255 characters or fewer'),
});
export type RecordResumeBody = z.infer<typeof recordResumeBody>;

/** The path of the resume download (filesEndpoints.downloadResume), which other features link to. */
export const RESUME_DOWNLOAD_PATH = '/api/files/resumes/:userId';

/** The app's download address of a student's resume. */
export function resumeDownloadPath(userId: string): string {
  return fillPath(RESUME_DOWNLOAD_PATH, { userId });
}
