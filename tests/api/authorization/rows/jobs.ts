import { createApplication, createJob, createStudentProfile, createUserAccount } from '@server/seed/factories';
import { createPersona, TEST_PASSWORD, type Persona } from '../../helpers/personas';
import { everyone, only, type MatrixContext, type MatrixRequest, type MatrixRow } from '../matrix-types';

// One active job of the employer persona, with one application from a separate student, made once.
let fixture: Promise<{ jobId: string; applicationId: string }> | null = null;
function jobFixture(ctx: MatrixContext) {
  fixture ??= (async () => {
    const { db, auth } = ctx.app.deps;
    const job = await createJob(db, ctx.personas.employer.userId!, { title: 'Matrix Job' });
    const applicant = await createUserAccount(auth, { email: 'matrix-applicant@test.firstrung', password: TEST_PASSWORD, firstName: 'A', lastName: 'B', role: 'student' });
    await createStudentProfile(db, applicant.id);
    const application = await createApplication(db, job.id, applicant.id);
    return { jobId: job.id, applicationId: application.id };
  })();
  return fixture;
}

/**
 * The core row for POST /api/auth/setup-profile gives the shared noRole persona the student role,
 * so the rows below send a fresh user without a role for the noRole column.
 */
async function withFreshNoRole(ctx: MatrixContext, persona: Persona, request: MatrixRequest): Promise<MatrixRequest> {
  if (persona.kind !== 'noRole') return request;
  return { ...request, cookie: (await createPersona(ctx.app, 'noRole')).cookie! };
}

const onJob = (suffix: string, payload?: unknown) => async (ctx: MatrixContext, persona: Persona) =>
  withFreshNoRole(ctx, persona, { url: `/api/jobs/${(await jobFixture(ctx)).jobId}${suffix}`, ...(payload !== undefined ? { payload } : {}) });

const plain = (url: string, payload?: unknown) => (ctx: MatrixContext, persona: Persona) =>
  withFreshNoRole(ctx, persona, { url, ...(payload !== undefined ? { payload } : {}) });

/** Authorization rules of the jobs feature's routes. */
export const jobsRows: MatrixRow[] = [
  { method: 'GET', route: '/api/jobs', expect: everyone },
  { method: 'GET', route: '/api/jobs/:id', request: onJob(''), expect: everyone },
  // Students only (the persona has no resume, so it is let through and told to upload one: 409).
  { method: 'POST', route: '/api/jobs/:id/apply', request: onJob('/apply', { message: 'Hello' }), expect: only('student') },
  { method: 'PUT', route: '/api/jobs/:id/save', request: onJob('/save'), expect: only('student') },
  { method: 'DELETE', route: '/api/jobs/:id/save', request: onJob('/save'), expect: only('student') },
  { method: 'GET', route: '/api/student/applications', request: plain('/api/student/applications'), expect: only('student') },
  { method: 'GET', route: '/api/student/saved-jobs', request: plain('/api/student/saved-jobs'), expect: only('student') },
  { method: 'GET', route: '/api/employer/jobs', request: plain('/api/employer/jobs'), expect: only('employer') },
  {
    method: 'POST',
    route: '/api/employer/jobs',
    request: plain('/api/employer/jobs', { title: 'T', companyName: 'C', location: 'L', city: 'Toronto', description: 'D' }),
    expect: only('employer'),
  },
  {
    method: 'PATCH',
    route: '/api/employer/jobs/:id',
    request: async (ctx, persona) => withFreshNoRole(ctx, persona, { url: `/api/employer/jobs/${(await jobFixture(ctx)).jobId}`, payload: { isActive: true } }),
    expect: only('employer'),
  },
  { method: 'GET', route: '/api/employer/applications', request: plain('/api/employer/applications'), expect: only('employer') },
  {
    method: 'PATCH',
    route: '/api/employer/applications/:id',
    request: async (ctx, persona) => withFreshNoRole(ctx, persona, { url: `/api/employer/applications/${(await jobFixture(ctx)).applicationId}`, payload: { status: 'reviewing' } }),
    expect: only('employer'),
  },
];
