import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionAlerts, jobs } from '@server/db/schema';
import { createAlertsForJob } from '@server/features/institutions/alerts-service';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let employer: Persona;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => t.close());

const get = (url: string, cookie: string | undefined) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const del = (url: string, cookie: string | undefined) => t.app.inject({ method: 'DELETE', url, headers: cookie ? { cookie } : {} });

describe('createAlertsForJob', () => {
  it('alerts every institution in the posting city (trimmed, any case), and only them, once', async () => {
    const inCity = await createInstitution(t.app, 'Hamilton');
    const inCityOddCase = await createInstitution(t.app, '  hAMILTON ');
    const elsewhere = await createInstitution(t.app, 'Ottawa');
    const job = await createJob(t.app.deps.db, employer.userId!, { city: 'Hamilton ', isHighSchoolOpportunity: true });

    expect(await createAlertsForJob(t.app.deps.db, job.id)).toBe(2);
    expect(await createAlertsForJob(t.app.deps.db, job.id)).toBe(0);

    const rows = await t.app.deps.db.select({ institutionId: institutionAlerts.institutionId }).from(institutionAlerts).where(eq(institutionAlerts.jobId, job.id));
    expect(rows.map((row) => row.institutionId).sort()).toEqual([inCity.profileId, inCityOddCase.profileId].sort());
    expect(rows.map((row) => row.institutionId)).not.toContain(elsewhere.profileId);
  });

  it('makes no alert for a posting that is not for high-school students or not active', async () => {
    await createInstitution(t.app, 'Kingston');
    const regular = await createJob(t.app.deps.db, employer.userId!, { city: 'Kingston', isHighSchoolOpportunity: false });
    const inactive = await createJob(t.app.deps.db, employer.userId!, { city: 'Kingston', isHighSchoolOpportunity: true, isActive: false });
    expect(await createAlertsForJob(t.app.deps.db, regular.id)).toBe(0);
    expect(await createAlertsForJob(t.app.deps.db, inactive.id)).toBe(0);
    // Switched on later: now it alerts.
    await t.app.deps.db.update(jobs).set({ isActive: true }).where(eq(jobs.id, inactive.id));
    expect(await createAlertsForJob(t.app.deps.db, inactive.id)).toBe(1);
  });

  it('returns 0 for a job that does not exist', async () => {
    expect(await createAlertsForJob(t.app.deps.db, '00000000-0000-4000-8000-000000000000')).toBe(0);
  });
});

describe('GET /api/institution/alerts and DELETE /api/institution/alerts/:id', () => {
  it('lists open alerts newest first with the job and employer company, then dismisses one', async () => {
    const school = await createInstitution(t.app, 'Guelph');
    const first = await createJob(t.app.deps.db, employer.userId!, { city: 'Guelph', title: 'Older posting', isHighSchoolOpportunity: true, type: 'Work Experience (After School)' });
    await createAlertsForJob(t.app.deps.db, first.id);
    const second = await createJob(t.app.deps.db, employer.userId!, { city: 'Guelph', title: 'Newer posting', isHighSchoolOpportunity: true });
    await createAlertsForJob(t.app.deps.db, second.id);

    const listed = await get('/api/institution/alerts', school.cookie);
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.total).toBe(2);
    expect(body.alerts.map((alert: { job: { title: string } }) => alert.job.title)).toEqual(['Newer posting', 'Older posting']);
    expect(body.alerts[1]).toMatchObject({
      id: expect.any(String),
      createdAt: expect.any(String),
      job: { id: first.id, title: 'Older posting', city: 'Guelph', type: 'Work Experience (After School)', employer: { companyName: `Company ${employer.email}` } },
    });

    const dismissed = await del(`/api/institution/alerts/${body.alerts[0].id}`, school.cookie);
    expect(dismissed.statusCode).toBe(204);
    const after = (await get('/api/institution/alerts', school.cookie)).json();
    expect(after.alerts.map((alert: { job: { title: string } }) => alert.job.title)).toEqual(['Older posting']);
    // A dismissed alert stays dismissed when the job is switched on again.
    expect(await createAlertsForJob(t.app.deps.db, second.id)).toBe(0);
  });

  it("refuses to dismiss another institution's alert with 404 and leaves it open", async () => {
    const owner = await createInstitution(t.app, 'Barrie');
    const other = await createInstitution(t.app, 'Sudbury');
    const job = await createJob(t.app.deps.db, employer.userId!, { city: 'Barrie', isHighSchoolOpportunity: true });
    await createAlertsForJob(t.app.deps.db, job.id);
    const [alert] = (await get('/api/institution/alerts', owner.cookie)).json().alerts;

    const refused = await del(`/api/institution/alerts/${alert.id}`, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect((await get('/api/institution/alerts', owner.cookie)).json().alerts).toHaveLength(1);
    expect((await get('/api/institution/alerts', other.cookie)).json().alerts).toHaveLength(0);
  });

  it('hides alerts for postings that were switched off', async () => {
    const school = await createInstitution(t.app, 'Windsor');
    const job = await createJob(t.app.deps.db, employer.userId!, { city: 'Windsor', isHighSchoolOpportunity: true });
    await createAlertsForJob(t.app.deps.db, job.id);
    await t.app.deps.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job.id));
    expect((await get('/api/institution/alerts', school.cookie)).json().alerts).toEqual([]);
  });

  it('names a bad alert id with 400', async () => {
    const school = await createInstitution(t.app);
    const response = await del('/api/institution/alerts/not-a-uuid', school.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('id');
  });

  it('refuses visitors, other roles, and an institution without a profile', async () => {
    const student = await createPersona(t.app, 'student');
    const noProfile = await createPersona(t.app, 'institution', { withProfile: false });
    expect((await get('/api/institution/alerts', undefined)).statusCode).toBe(401);
    expect((await get('/api/institution/alerts', student.cookie)).statusCode).toBe(403);
    expect((await get('/api/institution/alerts', employer.cookie)).statusCode).toBe(403);
    const withoutProfile = await get('/api/institution/alerts', noProfile.cookie);
    expect(withoutProfile.statusCode).toBe(403);
    expect(withoutProfile.json().message).toMatch(/set up your institution profile/i);
  });
});

describe('GET /api/institution/students and /placements', () => {
  it('lists only students whose profile names this institution, with counts, and their applications', async () => {
    const school = await createInstitution(t.app, 'London');
    const otherSchool = await createInstitution(t.app, 'London');
    const maya = await createLinkedStudent(t.app, school.profileId, {
      grade: '11', educationLevel: 'Grade 11', skills: ['Teamwork', 'Tools', 'Customer service'], expectedGraduation: '2027-06', resumeKey: 'resumes/x',
    });
    const leo = await createLinkedStudent(t.app, school.profileId);
    const outsider = await createLinkedStudent(t.app, otherSchool.profileId);
    const jobA = await createJob(t.app.deps.db, employer.userId!, { title: 'Workshop Helper' });
    const jobB = await createJob(t.app.deps.db, employer.userId!, { title: 'Cashier' });
    await createApplication(t.app.deps.db, jobA.id, maya.userId!, { status: 'accepted' });
    await createApplication(t.app.deps.db, jobB.id, maya.userId!, { status: 'reviewing' });
    await createApplication(t.app.deps.db, jobA.id, outsider.userId!, { status: 'accepted' });

    const students = (await get('/api/institution/students', school.cookie)).json();
    expect(students.total).toBe(2);
    expect(students.students.map((s: { id: string }) => s.id).sort()).toEqual([maya.userId, leo.userId].sort());
    const mayaRow = students.students.find((s: { id: string }) => s.id === maya.userId);
    expect(mayaRow).toEqual({
      id: maya.userId, firstName: 'Teststudent', lastName: 'User', email: maya.email, grade: '11', educationLevel: 'Grade 11',
      skills: ['Teamwork', 'Tools', 'Customer service'], expectedGraduation: '2027-06', applicationCount: 2, placementCount: 1,
      resumeUrl: `/api/files/resumes/${maya.userId}`,
    });
    expect(students.students.find((s: { id: string }) => s.id === leo.userId)).toMatchObject({ applicationCount: 0, placementCount: 0, resumeUrl: null });

    const placements = (await get('/api/institution/placements', school.cookie)).json();
    expect(placements).toMatchObject({ total: 2, placementCount: 1, page: 1, pageSize: 50 });
    expect(placements.placements.map((p: { job: { title: string }; status: string; isPlacement: boolean }) => [p.job.title, p.status, p.isPlacement]).sort())
      .toEqual([['Cashier', 'reviewing', false], ['Workshop Helper', 'accepted', true]]);
    expect(placements.placements[0]).toMatchObject({ student: { id: maya.userId }, employer: { companyName: `Company ${employer.email}` } });

    const others = (await get('/api/institution/placements', otherSchool.cookie)).json();
    expect(others).toMatchObject({ total: 1, placementCount: 1 });
  });

  it('pages the roster and names bad paging values', async () => {
    const school = await createInstitution(t.app, 'Oshawa');
    for (let i = 0; i < 3; i += 1) await createLinkedStudent(t.app, school.profileId);
    const page2 = (await get('/api/institution/students?page=2&pageSize=2', school.cookie)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.students).toHaveLength(1);
    const bad = await get('/api/institution/students?pageSize=500', school.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('pageSize');
  });

  it('refuses visitors and other roles', async () => {
    const student = await createPersona(t.app, 'student');
    expect((await get('/api/institution/students', undefined)).statusCode).toBe(401);
    expect((await get('/api/institution/students', student.cookie)).statusCode).toBe(403);
    expect((await get('/api/institution/placements', employer.cookie)).statusCode).toBe(403);
  });
});
