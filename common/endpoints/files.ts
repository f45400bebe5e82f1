import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams, userIdParams } from '../api/params';
import { recordResumeBody, RESUME_DOWNLOAD_PATH, uploadReceivedResponse, uploadUrlResponse } from '../contracts/files';
import { studentProfileResponse } from '../contracts/profiles';

// The resume: an upload address, the upload itself (local storage only; with S3 the browser PUTs
// to the store), recording it on the profile, and the download (docs/product/profiles.md#resume).

/** A resume is served as its extension says (PDF, DOC, DOCX); a name without one as bytes. */
const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/octet-stream',
];

export const filesEndpoints = {
  /** Nothing shown changes: the address is used once, by the upload dialog. */
  requestResumeUpload: defineEndpoint({
    method: 'POST',
    path: '/api/objects/upload',
    tag: 'files',
    summary: 'Get an address to upload your resume to (one PUT, expires in minutes)',
    // Files only from a confirmed address: a throwaway account cannot fill the disk. The PUT and
    // the record need this address's grant, so they follow.
    access: access.verifiedRoles('student'),
    response: uploadUrlResponse,
    changes: [],
    rateLimited: true,
    errors: ['QUOTA_EXCEEDED', 'TOO_MANY_UPLOADS', 'STORAGE_FULL'],
  }),
  /** The body is the file's raw bytes; only the grant's own student may send it, once. */
  receiveUpload: defineEndpoint({
    method: 'PUT',
    path: '/api/files/uploads/:id',
    tag: 'files',
    summary: 'Upload a file to an address from POST /api/objects/upload',
    access: access.roles('student'),
    params: uuidParams('uploadAddress'),
    bodyKind: 'binary',
    response: uploadReceivedResponse,
    changes: [],
    errors: ['CONFLICT', 'STORAGE_FULL'],
  }),
  /** Institutions see whether their students have a resume; employers their applicants'. */
  recordResume: defineEndpoint({
    method: 'PUT',
    path: '/api/student/resume',
    tag: 'files',
    summary: 'Record your uploaded resume',
    access: access.roles('student'),
    body: recordResumeBody,
    response: studentProfileResponse,
    changes: ['profile', 'resume', 'roster', 'applications'],
    errors: ['CONFLICT'],
  }),
  /** The file itself, as an attachment: the student, admins, employers applied to, their institution. */
  downloadResume: defineEndpoint({
    method: 'GET',
    path: RESUME_DOWNLOAD_PATH,
    tag: 'files',
    summary: "Download a student's resume",
    access: access.signedIn,
    params: userIdParams(),
    reads: ['resume'],
    produces: RESUME_TYPES,
    errors: ['FORBIDDEN'],
  }),
};
