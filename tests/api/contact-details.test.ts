import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAccess } from '@common/api/access';
import { ALL_ENDPOINTS } from '@common/endpoints/all-endpoints';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { createApplication, createEvent, createEventRegistration, createJob } from '@server/seed/factories';
import { studentProfiles } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// An employer sees a student's contact details only when the student applied to one of its
// postings; a school only once it approved the student (docs/decisions/016). This sweeps every
// list an employer or a school may read, so a new route that leaks them fails here.

let t: TestApp;
let student: Persona;
let employerApplied: Persona;
let employerNotApplied: Persona;
let school: Persona;
const PHONE = '(416) 555-0199';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.deps;
  school = await createInstitution(t.app, 'Toronto', 'Riverside');
  employerApplied = await createPersona(t.app, 'employer');
  employerNotApplied = await createPersona(t.app, 'employer');
  student = await createPersona(t.app, 'student', { withProfile: false });
  // The student asks to join the school (not approved), applies to one employer, goes to an event.
  await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, {
    body: { youthStatus: 'current_student', institutionId: school.profileId, phoneNumber: PHONE, city: 'Toronto' },
  });
  await db
    .update(studentProfiles)
    .set({ resumeKey: 'resumes/some-key', resumeFileName: 'cv.pdf' })
    .where(eq(studentProfiles.userId, student.userId!));
  await createApplication(db, (await createJob(db, employerApplied.userId!, { city: 'Toronto', isHighSchoolOpportunity: true })).id, student.userId!);
  await createJob(db, employerNotApplied.userId!, { city: 'Toronto' });
  await createEventRegistration(db, (await createEvent(db)).id, student.userId!);
});
afterAll(async () => t.close());

/** Every JSON list or record the role may GET without naming an id (as a verified school or employer, as the personas are). */
function readableBy(role: 'employer' | 'institution') {
  return ALL_ENDPOINTS.filter(
    ({ endpoint }) =>
      endpoint.method === 'GET' &&
      endpoint.response &&
      endpoint.path.startsWith('/api/') &&
      !endpoint.path.includes(':') &&
      decideAccess(endpoint.access, { role, isImpersonation: false, emailVerified: true, organisationVerified: true }) === 'allow',
  );
}

async function answersMentioningStudent(caller: Persona, role: 'employer' | 'institution'): Promise<string[]> {
  const leaks: string[] = [];
  for (const { name, endpoint } of readableBy(role)) {
    const response = await send(t.app, caller, 'GET', endpoint.path);
    expect(response.statusCode, name).toBeLessThan(500);
    const body = response.body;
    if (body.includes(student.email!) || body.includes(PHONE) || body.includes(`/api/files/resumes/${student.userId}`)) leaks.push(name);
  }
  return leaks;
}

describe("a student's contact details", () => {
  it('reach no route of an employer the student did not apply to, and its resume is refused', async () => {
    expect(readableBy('employer').map(({ name }) => name)).toContain('jobsEndpoints.employerApplications');
    expect(await answersMentioningStudent(employerNotApplied, 'employer')).toEqual([]);
    expect((await send(t.app, employerNotApplied, 'GET', `/api/files/resumes/${student.userId}`)).statusCode).toBe(403);
  });

  it('reach the employer the student applied to: e-mail and resume address in its applicants list', async () => {
    expect(await answersMentioningStudent(employerApplied, 'employer')).toEqual(['jobsEndpoints.employerApplications']);
  });

  it('reach no route of a school the student only asked to join, and appear once the school approves', async () => {
    expect(await answersMentioningStudent(school, 'institution')).toEqual([]);
    expect((await send(t.app, school, 'GET', `/api/files/resumes/${student.userId}`)).statusCode).toBe(403);

    const [request] = (await sendTo(t.app, school, schoolLinksEndpoints.linkRequests)).json().items;
    await sendTo(t.app, school, schoolLinksEndpoints.decideLinkRequest, { params: { id: request.id }, body: { decision: 'approve' } });
    expect(await answersMentioningStudent(school, 'institution')).toEqual(['institutionsEndpoints.students']);
  });
});
