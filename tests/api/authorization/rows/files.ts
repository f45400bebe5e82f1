import { and, eq, isNull } from 'drizzle-orm';
import { endpointUrl } from '@common/api/endpoint';
import { filesEndpoints } from '@common/endpoints/files';
import { uploadGrants } from '@server/db/schema';
import { createPersona, type Persona } from '../../helpers/personas';
import { sendTo } from '../../helpers/request';
import { row, type MatrixContext, type MatrixRequest, type MatrixRow } from '../matrix-types';

/**
 * The shared no-role persona picks a role in the core rows (POST /api/auth/setup-profile), so
 * rows that depend on having no role send a throwaway no-role account instead.
 */
async function withFreshNoRole(ctx: MatrixContext, persona: Persona, request: MatrixRequest): Promise<MatrixRequest> {
  return persona.kind === 'noRole' ? { ...request, cookie: (await createPersona(ctx.app, 'noRole')).cookie } : request;
}

/**
 * A fresh upload address of the student persona. The persona asks once per persona of the matrix,
 * more than the waiting uploads a student may hold (UPLOAD_PENDING_MAX): its earlier ones go first.
 */
async function studentUploadUrl({ app, personas }: MatrixContext): Promise<string> {
  await app.deps.db.delete(uploadGrants).where(and(eq(uploadGrants.userId, personas.student.userId!), isNull(uploadGrants.recordedAt)));
  const response = await sendTo(app, personas.student, filesEndpoints.requestResumeUpload);
  return (response.json() as { uploadURL: string }).uploadURL;
}

/** Authorization rules of the files feature's routes. */
export const filesRows: MatrixRow[] = [
  row(filesEndpoints.requestResumeUpload, {
    request: (ctx, persona) => withFreshNoRole(ctx, persona, { url: endpointUrl(filesEndpoints.requestResumeUpload) }),
  }),
  row(filesEndpoints.recordResume, {
    request: (ctx, persona) =>
      withFreshNoRole(ctx, persona, {
        url: endpointUrl(filesEndpoints.recordResume),
        payload: { resumeURL: '/api/files/uploads/00000000-0000-4000-8000-000000000000', resumeFileName: 'cv.pdf' },
      }),
  }),
  // The student persona's own upload address: only that student may PUT to it (not even
  // another student, such as the one an admin is viewing as).
  row(filesEndpoints.receiveUpload, {
    request: async (ctx, persona) =>
      withFreshNoRole(ctx, persona, {
        url: await studentUploadUrl(ctx),
        payload: Buffer.from('%PDF-1.4 test'),
        headers: { 'content-type': 'application/pdf' },
      }),
    refine: { impersonating: 403 },
  }),
  // The student persona's resume: the student and admins; an employer or institution with no
  // link to them is refused by the reading rule (canReadResume), and so is a user with no role.
  row(filesEndpoints.downloadResume, {
    request: (ctx, persona) =>
      withFreshNoRole(ctx, persona, { url: endpointUrl(filesEndpoints.downloadResume, { params: { userId: ctx.personas.student.userId } }) }),
    // Viewing as another student gives that student's rights, not the admin's.
    refine: { employer: 403, institution: 403, noRole: 403, impersonating: 403 },
  }),
];
