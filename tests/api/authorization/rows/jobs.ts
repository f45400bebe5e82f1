import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { placesEndpoints } from '@common/endpoints/places';
import { createApplication, createJob, createStudentProfile, createUserAccount } from '@server/seed/factories';
import { createPersona, TEST_PASSWORD, type Persona } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// One active job of the employer persona, with one application from a separate student, made once
// per app (the test files of a worker share this module: another file's app has its own).
const fixtures = new WeakMap<object, Promise<{ jobId: string; applicationId: string }>>();
function jobFixture(ctx: MatrixContext) {
  const made = fixtures.get(ctx.app);
  if (made) return made;
  const fixture = (async () => {
    const { db, auth } = ctx.app.deps;
    const job = await createJob(db, ctx.personas.employer.userId!, { title: 'Matrix Job' });
    const applicant = await createUserAccount(auth, {
      email: 'matrix-applicant@test.firstrung',
      password: TEST_PASSWORD,
      firstName: 'A',
      lastName: 'B',
      role: 'student',
    });
    await createStudentProfile(db, applicant.id);
    const application = await createApplication(db, job.id, applicant.id);
    return { jobId: job.id, applicationId: application.id };
  })();
  fixtures.set(ctx.app, fixture);
  return fixture;
}

type Ids = { jobId: string; applicationId: string };

/**
 * A row whose URL takes its path ids from the fixture, with an optional body. The core row for
 * POST /api/auth/setup-profile gives the shared noRole persona the student role, so the noRole
 * column is sent as a fresh user without a role.
 */
function fixtureRow(endpoint: EndpointDeclaration, params?: (ids: Ids) => Record<string, string>, payload?: unknown): MatrixRow {
  return row(endpoint, {
    request: async (ctx: MatrixContext, persona: Persona) => ({
      url: endpointUrl(endpoint, { params: params?.(await jobFixture(ctx)) }),
      ...(payload !== undefined ? { payload } : {}),
      ...(persona.kind === 'noRole' ? { cookie: (await createPersona(ctx.app, 'noRole')).cookie! } : {}),
    }),
  });
}

const job = ({ jobId }: Ids) => ({ id: jobId });

/** A row whose every request acts on a fresh posting of the employer persona. */
function freshJobRow(endpoint: EndpointDeclaration): MatrixRow {
  return row(endpoint, {
    request: async (ctx) => ({
      url: endpointUrl(endpoint, { params: { id: (await createJob(ctx.app.deps.db, ctx.personas.employer.userId!)).id } }),
    }),
  });
}

/** Requests the jobs routes' allowed callers can really make (who is allowed comes from the declarations). */
/** The places' suggestions: public, as browse. */
export const placesRows: MatrixRow[] = [
  row(placesEndpoints.suggestions, { request: () => ({ url: endpointUrl(placesEndpoints.suggestions, { query: { q: 'Toron' } }) }) }),
];

export const jobsRows: MatrixRow[] = [
  fixtureRow(jobsEndpoints.list),
  fixtureRow(jobsEndpoints.detail, job),
  // The student persona has no resume, so applying is let through and told to upload one: 409.
  fixtureRow(jobsEndpoints.apply, job, { message: 'Hello' }),
  fixtureRow(jobsEndpoints.save, job),
  fixtureRow(jobsEndpoints.unsave, job),
  fixtureRow(jobsEndpoints.studentApplications),
  fixtureRow(jobsEndpoints.savedJobs),
  fixtureRow(jobsEndpoints.employerJobs),
  fixtureRow(jobsEndpoints.createJob, undefined, { title: 'T', companyName: 'C', location: 'L', city: 'Toronto', description: 'D' }),
  fixtureRow(jobsEndpoints.updateJob, job, { isActive: true }),
  fixtureRow(jobsEndpoints.editJob, job, { title: 'T', companyName: 'C', location: 'L', city: 'Toronto', description: 'D' }),
  fixtureRow(jobsEndpoints.reopenJob, job, {}),
  fixtureRow(jobsEndpoints.duplicateJob, job),
  // Closing and deleting change the posting for good: each request gets a fresh posting of the employer persona.
  freshJobRow(jobsEndpoints.closeJob),
  freshJobRow(jobsEndpoints.deleteJob),
  // A fresh application of the caller (when the caller is a user), so each allowed call withdraws its own.
  row(jobsEndpoints.withdrawApplication, {
    request: async (ctx, persona) => {
      const { db } = ctx.app.deps;
      const posting = await createJob(db, ctx.personas.employer.userId!);
      const id = persona.userId ? (await createApplication(db, posting.id, persona.userId)).id : posting.id;
      return { url: endpointUrl(jobsEndpoints.withdrawApplication, { params: { id } }) };
    },
  }),
  fixtureRow(jobsEndpoints.employerApplications),
  fixtureRow(jobsEndpoints.updateApplication, ({ applicationId }) => ({ id: applicationId }), { status: 'reviewing' }),
];
