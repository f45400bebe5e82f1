import { createPersona, type Persona } from '../../helpers/personas';
import { only, type MatrixContext, type MatrixRequest, type MatrixRow } from '../matrix-types';

/**
 * The shared no-role persona picks a role in the core rows (POST /api/auth/setup-profile), so
 * rows that depend on having no role send a throwaway no-role account instead.
 */
async function withFreshNoRole(ctx: MatrixContext, persona: Persona, request: MatrixRequest): Promise<MatrixRequest> {
  return persona.kind === 'noRole' ? { ...request, cookie: (await createPersona(ctx.app, 'noRole')).cookie } : request;
}

/** A fresh upload address of the student persona. */
async function studentUploadUrl({ app, personas }: MatrixContext): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: personas.student.cookie! } });
  return (response.json() as { uploadURL: string }).uploadURL;
}

/** Authorization rules of the files feature's routes. */
export const filesRows: MatrixRow[] = [
  { method: 'POST', route: '/api/objects/upload', request: (ctx, persona) => withFreshNoRole(ctx, persona, { url: '/api/objects/upload' }), expect: only('student') },
  {
    method: 'PUT',
    route: '/api/student/resume',
    request: (ctx, persona) => withFreshNoRole(ctx, persona, {
      url: '/api/student/resume',
      payload: { resumeURL: '/api/files/uploads/00000000-0000-4000-8000-000000000000', resumeFileName: 'cv.pdf' },
    }),
    expect: only('student'),
  },
  // The student persona's own upload address: only that student may PUT to it (not even
  // another student, such as the one an admin is viewing as).
  {
    method: 'PUT',
    route: '/api/files/uploads/:grantId',
    request: async (ctx, persona) => withFreshNoRole(ctx, persona, {
      url: await studentUploadUrl(ctx),
      payload: Buffer.from('%PDF-1.4 test'),
      headers: { 'content-type': 'application/pdf' },
    }),
    expect: only('student'),
    impersonating: 403,
  },
  // The student persona's resume: the student and admins; an employer or institution with no link to them is refused.
  {
    method: 'GET',
    route: '/api/files/resumes/:userId',
    request: (ctx, persona) => withFreshNoRole(ctx, persona, { url: `/api/files/resumes/${ctx.personas.student.userId}` }),
    expect: only('student', 'admin'),
    // Viewing as another student gives that student's rights, not the admin's.
    impersonating: 403,
  },
];
