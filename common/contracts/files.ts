import { z } from 'zod';

// Uploads (issue 3). POST /api/objects/upload hands out a short-lived upload address bound to
// the caller; the browser PUTs the file there in one request, then PUT /api/student/resume
// records it. Spec 7 spells the address "uploadURL" and "resumeURL".

export const uploadUrlResponse = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

/** What the app's own upload address answers after it stored the file (local storage). */
export const uploadReceivedResponse = z.object({ ok: z.literal(true), size: z.number().int() });

export const uploadGrantParams = z.object({ grantId: z.uuid('Unknown upload address') });

export const recordResumeBody = z.object({
  resumeURL: z.string({ message: 'resumeURL is required' }).trim().min(1, 'resumeURL is required').max(4000, 'resumeURL is too long'),
  resumeFileName: z
    .string({ message: 'resumeFileName is required' })
    .trim()
    .min(1, 'resumeFileName is required')
    .max(255, 'The file name must be 255 characters or fewer'),
});
export type RecordResumeBody = z.infer<typeof recordResumeBody>;

export const resumeDownloadParams = z.object({ userId: z.string().min(1).max(200) });

/** The app's download address of a student's resume (the seam other features link to). */
export function resumeDownloadPath(userId: string): string {
  return `/api/files/resumes/${encodeURIComponent(userId)}`;
}
