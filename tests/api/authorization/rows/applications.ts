import { randomUUID } from 'node:crypto';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { applicationInterviews } from '@server/db/schema';
import { createApplication, createJob, createStudentProfile, createUserAccount } from '@server/seed/factories';
import { TEST_PASSWORD } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// The answers' routes (docs/product/applications.md). One application with an interview, to a
// posting of the employer persona from a separate student, made once per app.
const fixtures = new WeakMap<object, Promise<{ applicationId: string }>>();
function interviewFixture(ctx: MatrixContext) {
  const made = fixtures.get(ctx.app);
  if (made) return made;
  const fixture = (async () => {
    const { db, auth } = ctx.app.deps;
    const job = await createJob(db, ctx.personas.employer.userId!, { title: 'Matrix Interview' });
    const applicant = await createUserAccount(auth, {
      email: 'matrix-interviewee@test.firstrung',
      password: TEST_PASSWORD,
      firstName: 'I',
      lastName: 'V',
      role: 'student',
    });
    await createStudentProfile(db, applicant.id);
    const application = await createApplication(db, job.id, applicant.id, { status: 'interview', answeredAt: new Date() });
    await db
      .insert(applicationInterviews)
      .values({ applicationId: application.id, startsAt: new Date(Date.now() + 3 * 86_400_000), durationMinutes: 30, place: 'Front desk' });
    return { applicationId: application.id };
  })();
  fixtures.set(ctx.app, fixture);
  return fixture;
}

/** A row on the fixture's application (the employer persona's own). */
function fixtureRow(endpoint: EndpointDeclaration, options: { refine?: MatrixRow['refine'] } = {}): MatrixRow {
  return row(endpoint, {
    request: async (ctx) => ({ url: endpointUrl(endpoint, { params: { id: (await interviewFixture(ctx)).applicationId } }) }),
    ...options,
  });
}

/**
 * A row on a fresh application of the caller, waiting for the student's answer (an interview or an
 * offer, as the employer's answer told them), with a valid answer: a student's call succeeds.
 */
function ownApplicationRow(endpoint: EndpointDeclaration, waiting: 'interview' | 'offered', payload: unknown): MatrixRow {
  return row(endpoint, {
    request: async (ctx, persona) => {
      const { db } = ctx.app.deps;
      const posting = await createJob(db, ctx.personas.employer.userId!);
      let id: string = randomUUID();
      if (persona.kind === 'student' && persona.userId) {
        id = (await createApplication(db, posting.id, persona.userId, { status: waiting, answeredAt: new Date() })).id;
        if (waiting === 'interview') {
          await db
            .insert(applicationInterviews)
            .values({ applicationId: id, startsAt: new Date(Date.now() + 86_400_000), durationMinutes: 30, place: 'Desk' });
        }
      }
      return { url: endpointUrl(endpoint, { params: { id } }), payload };
    },
  });
}

export const applicationsRows: MatrixRow[] = [
  fixtureRow(applicationsEndpoints.employerApplication),
  fixtureRow(applicationsEndpoints.undoApplicationChange),
  ownApplicationRow(applicationsEndpoints.answerInterview, 'interview', { answer: 'accept' }),
  ownApplicationRow(applicationsEndpoints.answerOffer, 'offered', { answer: 'decline' }),
  // The posting's employer gets the file; a student who did not apply (the persona, or viewed as by an admin): not found.
  fixtureRow(applicationsEndpoints.interviewCalendar, { refine: { student: 404, impersonating: 404 } }),
];
