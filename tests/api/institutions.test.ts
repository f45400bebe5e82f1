import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { institutionAlerts, jobs, users } from '@server/db/schema';
import { createAlertsForJob } from '@server/features/institutions/alerts-service';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let employer: Persona;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => t.close());

const { alerts, dismissAlert, placements, students } = institutionsEndpoints;
type Titled = { job: { title: string } };
const titles = (items: Titled[]) => items.map((alert) => alert.job.title);

describe('createAlertsForJob', () => {
  it('alerts every institution in the posting city (trimmed, any case), and only them, once', async () => {
    const inCity = await createInstitution(t.app, 'Hamilton');
    const inCityOddCase = await createInstitution(t.app, '  hAMILTON ');
    const elsewhere = await createInstitution(t.app, 'Ottawa');
    const job = await createJob(t.app.deps.db, employer.userId!, { city: 'Hamilton ', isHighSchoolOpportunity: true });

    expect(await createAlertsForJob(t.app.deps.db, job.id)).toBe(2);
    expect(await createAlertsForJob(t.app.deps.db, job.id)).toBe(0);

    const rows = await t.app.deps.db
      .select({ institutionId: institutionAlerts.institutionId })
      .from(institutionAlerts)
      .where(eq(institutionAlerts.jobId, job.id));
    expect(rows.map((row) => row.institutionId).sort()).toEqual([inCity.profileId, inCityOddCase.profileId].sort());
    expect(rows.map((row) => row.institutionId)).not.toContain(elsewhere.profileId);
  });

  it('alerts a school whose city is written without accents about a posting written with them', async () => {
    const school = await createInstitution(t.app, 'Montreal');
    const job = await createJob(t.app.deps.db, employer.userId!, { city: 'Montréal', isHighSchoolOpportunity: true });

    expect(await createAlertsForJob(t.app.deps.db, job.id)).toBe(1);
    const rows = await t.app.deps.db
      .select({ institutionId: institutionAlerts.institutionId })
      .from(institutionAlerts)
      .where(eq(institutionAlerts.jobId, job.id));
    expect(rows.map((row) => row.institutionId)).toEqual([school.profileId]);
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

describe('alerts: list and dismiss', () => {
  it('lists open alerts newest first with the job and employer company, then dismisses one', async () => {
    const school = await createInstitution(t.app, 'Guelph');
    const first = await createJob(t.app.deps.db, employer.userId!, {
      city: 'Guelph',
      title: 'Older posting',
      isHighSchoolOpportunity: true,
      type: 'Work Experience (After School)',
    });
    await createAlertsForJob(t.app.deps.db, first.id);
    const second = await createJob(t.app.deps.db, employer.userId!, { city: 'Guelph', title: 'Newer posting', isHighSchoolOpportunity: true });
    await createAlertsForJob(t.app.deps.db, second.id);

    const listed = await sendTo(t.app, school, alerts);
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body).toMatchObject({ total: 2, nextCursor: null });
    expect(titles(body.items)).toEqual(['Newer posting', 'Older posting']);
    expect(body.items[1]).toMatchObject({
      id: expect.any(String),
      createdAt: expect.any(String),
      job: {
        id: first.id,
        title: 'Older posting',
        city: 'Guelph',
        type: 'Work Experience (After School)',
        employer: { companyName: `Company ${employer.email}` },
      },
    });

    const dismissed = await sendTo(t.app, school, dismissAlert, { params: { id: body.items[0].id } });
    expect(dismissed.statusCode).toBe(204);
    const after = (await sendTo(t.app, school, alerts)).json();
    expect(titles(after.items)).toEqual(['Older posting']);
    // A dismissed alert stays dismissed when the job is switched on again.
    expect(await createAlertsForJob(t.app.deps.db, second.id)).toBe(0);
  });

  it("refuses to dismiss another institution's alert with 404 and leaves it open", async () => {
    const owner = await createInstitution(t.app, 'Barrie');
    const other = await createInstitution(t.app, 'Sudbury');
    const job = await createJob(t.app.deps.db, employer.userId!, { city: 'Barrie', isHighSchoolOpportunity: true });
    await createAlertsForJob(t.app.deps.db, job.id);
    const [alert] = (await sendTo(t.app, owner, alerts)).json().items;

    const refused = await sendTo(t.app, other, dismissAlert, { params: { id: alert.id } });
    expect(refused.statusCode).toBe(404);
    expect((await sendTo(t.app, owner, alerts)).json().items).toHaveLength(1);
    expect((await sendTo(t.app, other, alerts)).json().items).toHaveLength(0);
  });

  it('hides alerts for postings that were switched off', async () => {
    const school = await createInstitution(t.app, 'Windsor');
    const job = await createJob(t.app.deps.db, employer.userId!, { city: 'Windsor', isHighSchoolOpportunity: true });
    await createAlertsForJob(t.app.deps.db, job.id);
    await t.app.deps.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job.id));
    expect((await sendTo(t.app, school, alerts)).json()).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('pages alerts newest first by cursor, counting them on the first page only', async () => {
    const school = await createInstitution(t.app, 'Peterborough');
    for (const title of ['First', 'Second', 'Third']) {
      const job = await createJob(t.app.deps.db, employer.userId!, { city: 'Peterborough', title, isHighSchoolOpportunity: true });
      await createAlertsForJob(t.app.deps.db, job.id);
    }
    const first = (await sendTo(t.app, school, alerts, { query: { limit: 2 } })).json();
    expect(first).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    expect(titles(first.items)).toEqual(['Third', 'Second']);
    const second = (await sendTo(t.app, school, alerts, { query: { limit: 2, cursor: first.nextCursor } })).json();
    expect(second).toMatchObject({ total: null, nextCursor: null });
    expect(titles(second.items)).toEqual(['First']);
  });

  it('answers a malformed alert id like a missing one: 404', async () => {
    const school = await createInstitution(t.app);
    const response = await send(t.app, school, 'DELETE', '/api/institution/alerts/not-a-uuid');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('That alert was not found.');
  });

  it('refuses visitors, other roles, and an institution without a profile', async () => {
    const student = await createPersona(t.app, 'student');
    const noProfile = await createPersona(t.app, 'institution', { withProfile: false });
    expect((await sendTo(t.app, null, alerts)).statusCode).toBe(401);
    expect((await sendTo(t.app, student, alerts)).statusCode).toBe(403);
    expect((await sendTo(t.app, employer, alerts)).statusCode).toBe(403);
    const withoutProfile = await sendTo(t.app, noProfile, alerts);
    expect(withoutProfile.statusCode).toBe(403);
    expect(withoutProfile.json().message).toMatch(/set up your institution profile/i);
  });
});

describe('roster and placements', () => {
  it('lists only students whose profile names this institution, with counts, and their applications', async () => {
    const school = await createInstitution(t.app, 'London');
    const otherSchool = await createInstitution(t.app, 'London');
    const maya = await createLinkedStudent(t.app, school.profileId, {
      grade: '11',
      educationLevel: 'Grade 11',
      skills: ['Teamwork', 'Tools', 'Customer service'],
      expectedGraduation: '2027-06',
      resumeKey: 'resumes/x',
    });
    const leo = await createLinkedStudent(t.app, school.profileId);
    const outsider = await createLinkedStudent(t.app, otherSchool.profileId);
    const jobA = await createJob(t.app.deps.db, employer.userId!, { title: 'Workshop Helper' });
    const jobB = await createJob(t.app.deps.db, employer.userId!, { title: 'Cashier' });
    await createApplication(t.app.deps.db, jobA.id, maya.userId!, { status: 'accepted' });
    await createApplication(t.app.deps.db, jobB.id, maya.userId!, { status: 'reviewing' });
    await createApplication(t.app.deps.db, jobA.id, outsider.userId!, { status: 'accepted' });

    const roster = (await sendTo(t.app, school, students)).json();
    expect(roster).toMatchObject({ total: 2, nextCursor: null });
    expect(roster.items.map((s: { id: string }) => s.id).sort()).toEqual([maya.userId, leo.userId].sort());
    const mayaRow = roster.items.find((s: { id: string }) => s.id === maya.userId);
    expect(mayaRow).toEqual({
      id: maya.userId,
      firstName: 'Teststudent',
      lastName: 'User',
      email: maya.email,
      grade: '11',
      educationLevel: 'Grade 11',
      skills: ['Teamwork', 'Tools', 'Customer service'],
      expectedGraduation: '2027-06',
      applicationCount: 2,
      placementCount: 1,
      resumeUrl: `/api/files/resumes/${maya.userId}`,
    });
    expect(roster.items.find((s: { id: string }) => s.id === leo.userId)).toMatchObject({ applicationCount: 0, placementCount: 0, resumeUrl: null });

    const applied = (await sendTo(t.app, school, placements)).json();
    expect(applied).toMatchObject({ total: 2, placementCount: 1, nextCursor: null });
    expect(
      applied.items.map((p: { job: { title: string }; status: string; isPlacement: boolean }) => [p.job.title, p.status, p.isPlacement]).sort(),
    ).toEqual([
      ['Cashier', 'reviewing', false],
      ['Workshop Helper', 'accepted', true],
    ]);
    expect(applied.items[0]).toMatchObject({ student: { id: maya.userId }, employer: { companyName: `Company ${employer.email}` } });

    const others = (await sendTo(t.app, otherSchool, placements)).json();
    expect(others).toMatchObject({ total: 1, placementCount: 1 });
  });

  it('pages the roster by name (nameless students last) and names bad paging values', async () => {
    const school = await createInstitution(t.app, 'Oshawa');
    const named = async (firstName: string | null, lastName: string | null) => {
      const student = await createLinkedStudent(t.app, school.profileId);
      await t.app.deps.db.update(users).set({ firstName, lastName }).where(eq(users.id, student.userId!));
    };
    await named('Zoe', 'Adams');
    await named(null, null);
    await named('Amy', 'Brown');
    await named('Ben', 'Adams');
    await named('Cal', null);

    const pages: Array<{ items: Array<{ firstName: string | null; lastName: string | null }>; nextCursor: string | null; total: number | null }> = [];
    let cursor: string | undefined;
    do {
      const page = (await sendTo(t.app, school, students, { query: { limit: 2, cursor } })).json();
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages.map((page) => page.total)).toEqual([5, null, null]);
    expect(pages.flatMap((page) => page.items).map((s) => [s.lastName, s.firstName])).toEqual([
      ['Adams', 'Ben'],
      ['Adams', 'Zoe'],
      ['Brown', 'Amy'],
      [null, 'Cal'],
      [null, null],
    ]);

    const tooMany = await sendTo(t.app, school, students, { query: { limit: 500 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues[0].path).toBe('limit');
    const badCursor = await sendTo(t.app, school, students, { query: { cursor: 'not-a-cursor' } });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().issues[0].path).toBe('cursor');
  });

  it('pages placements newest first; totals and the placement count come with the first page', async () => {
    const school = await createInstitution(t.app, 'Sarnia');
    const student = await createLinkedStudent(t.app, school.profileId);
    for (const [title, status] of [
      ['Old', 'accepted'],
      ['Middle', 'pending'],
      ['New', 'accepted'],
    ] as const) {
      const job = await createJob(t.app.deps.db, employer.userId!, { title });
      await createApplication(t.app.deps.db, job.id, student.userId!, { status });
    }
    const first = (await sendTo(t.app, school, placements, { query: { limit: 2 } })).json();
    expect(first).toMatchObject({ total: 3, placementCount: 2 });
    const second = (await sendTo(t.app, school, placements, { query: { limit: 2, cursor: first.nextCursor } })).json();
    expect(second).toMatchObject({ total: null, placementCount: null, nextCursor: null });
    expect([...first.items, ...second.items].map((p: Titled) => p.job.title)).toEqual(['New', 'Middle', 'Old']);
  });

  it('refuses visitors and other roles', async () => {
    const student = await createPersona(t.app, 'student');
    expect((await sendTo(t.app, null, students)).statusCode).toBe(401);
    expect((await sendTo(t.app, student, students)).statusCode).toBe(403);
    expect((await sendTo(t.app, employer, placements)).statusCode).toBe(403);
  });
});
