import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerJob, StudentApplication } from '@common/contracts/jobs';
import { filesEndpoints } from '@common/endpoints/files';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { platformEndpoints } from '@common/endpoints/platform';
import type { NotificationKind } from '@common/enums';
import { eq } from 'drizzle-orm';
import { applications } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { PDF_BYTES } from './helpers/upload-fixtures';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { giveResume } from './jobs-helpers';

// A posting's life after it is created (docs/product/jobs.md#posting-lifecycle): its deadline
// passing, edits and what applicants keep, closing as filled, reopening, duplicating, deleting,
// and a student withdrawing an application.

let t: TestApp;
let employer: Persona;
let otherEmployer: Persona;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
  otherEmployer = await createPersona(t.app, 'employer');
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const posting = { title: 'Bike Mechanic Helper', companyName: 'Spokes', location: '1 Wheel St', city: 'Toronto', description: 'Fix bikes.' };

async function studentWithResume(): Promise<Persona> {
  const student = await createPersona(t.app, 'student');
  await giveResume(t.app, student);
  await t.storage.put(`resumes/${student.userId}/cv.pdf`, PDF_BYTES, 'application/pdf');
  return student;
}
const apply = (student: Persona, id: string) => sendTo(t.app, student, jobsEndpoints.apply, { params: { id }, body: {} });
const listed = async (q: string) =>
  ((await sendTo(t.app, null, jobsEndpoints.list, { query: { q } })).json() as { items: Array<{ id: string }>; total: number }).items.map(
    (job) => job.id,
  );
const myApplications = async (student: Persona) =>
  ((await sendTo(t.app, student, jobsEndpoints.studentApplications)).json() as { items: StudentApplication[] }).items;
const notificationsOf = async (persona: Persona, kind: NotificationKind) =>
  (
    (await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } })).json() as {
      items: Array<{ kind: string; params: object }>;
    }
  ).items.filter((item) => item.kind === kind);

describe('a posting past its deadline', () => {
  it('leaves browse, search and every count, but its page stays and refuses applications and saves', async () => {
    const me = await createPersona(t.app, 'employer');
    const statsBefore = (await sendTo(t.app, null, platformEndpoints.stats)).json().activeOpportunities;
    const open = await createJob(db(), me.userId!, { title: 'Lapsing Lifeguard', applicationDeadline: inDays(2) });
    const expired = await createJob(db(), me.userId!, { title: 'Lapsed Lifeguard', applicationDeadline: new Date(Date.now() - 60_000) });

    expect(await listed('Lifeguard')).toEqual([open.id]);
    expect((await sendTo(t.app, null, platformEndpoints.stats)).json().activeOpportunities).toBe(statsBefore + 1);
    const list = (await sendTo(t.app, me, jobsEndpoints.employerJobs)).json();
    expect(list.stats.activePostings).toBe(1);
    expect(list.items.map((job: EmployerJob) => job.id).sort()).toEqual([open.id, expired.id].sort());

    const detail = await sendTo(t.app, null, jobsEndpoints.detail, { params: { id: expired.id } });
    expect(detail.statusCode).toBe(200);
    const student = await studentWithResume();
    expect((await apply(student, expired.id)).json()).toEqual({
      code: 'JOB_CLOSED',
      message: 'The application deadline for this opportunity has passed.',
    });
    const save = await sendTo(t.app, student, jobsEndpoints.save, { params: { id: expired.id } });
    expect(save.statusCode).toBe(409);
  });

  it('cannot be created, edited, switched on or reopened with a deadline in the past', async () => {
    const created = await sendTo(t.app, employer, jobsEndpoints.createJob, { body: { ...posting, applicationDeadline: '2020-06-30T23:59:59Z' } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'applicationDeadline', message: 'The application deadline must be in the future' }],
    });

    const job = await createJob(db(), employer.userId!, { applicationDeadline: new Date(Date.now() - DAY) });
    const params = { id: job.id };
    const edited = await sendTo(t.app, employer, jobsEndpoints.editJob, {
      params,
      body: { ...posting, applicationDeadline: '2020-06-30T23:59:59Z' },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().issues[0].path).toBe('applicationDeadline');

    const switchedOn = await sendTo(t.app, employer, jobsEndpoints.updateJob, { params, body: { isActive: true } });
    expect(switchedOn.statusCode).toBe(400);
    expect(switchedOn.json().message).toMatch(/must be in the future: give a new deadline/);
    expect((await sendTo(t.app, employer, jobsEndpoints.reopenJob, { params })).statusCode).toBe(400);
    expect(
      (await sendTo(t.app, employer, jobsEndpoints.reopenJob, { params, body: { applicationDeadline: '2020-01-01T00:00:00Z' } })).statusCode,
    ).toBe(400);

    const reopened = await sendTo(t.app, employer, jobsEndpoints.reopenJob, { params, body: { applicationDeadline: inDays(7).toISOString() } });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().job).toMatchObject({ isActive: true, filledAt: null, revisions: [{ fields: ['applicationDeadline'] }] });
    expect((await sendTo(t.app, null, jobsEndpoints.detail, { params })).statusCode).toBe(200);
  });
});

describe('editing a posting', () => {
  it('records what changed, and applicants keep what they applied to', async () => {
    const job = await createJob(db(), employer.userId!, { title: 'Cafe Helper', description: 'Serve coffee.', city: 'Ottawa' });
    const student = await studentWithResume();
    expect((await apply(student, job.id)).statusCode).toBe(201);

    const body = {
      ...posting,
      title: 'Cafe Barista',
      description: 'Make coffee.',
      city: 'Ottawa',
      location: job.location,
      type: job.type,
      industry: job.industry,
    };
    const edited = await sendTo(t.app, employer, jobsEndpoints.editJob, { params: { id: job.id }, body });
    expect(edited.statusCode, edited.body).toBe(200);
    // The company name is the profile's, whatever the form sent.
    expect(edited.json().job).toMatchObject({ title: 'Cafe Barista', companyName: `Company ${employer.email}` });
    expect(edited.json().job.revisions).toEqual([{ changedAt: expect.any(String), fields: ['title', 'companyName', 'description'] }]);

    // The same edit again changes nothing and records nothing.
    const again = await sendTo(t.app, employer, jobsEndpoints.editJob, { params: { id: job.id }, body });
    expect(again.json().job.revisions).toHaveLength(1);

    const [application] = await myApplications(student);
    expect(application).toMatchObject({
      job: { id: job.id, title: 'Cafe Barista', state: 'open' },
      appliedTo: { title: 'Cafe Helper', description: 'Serve coffee.', city: 'Ottawa' },
      changesSinceApplied: [{ fields: ['title', 'companyName', 'description'] }],
    });
    // A student who applies after the edit sees no change since.
    const later = await studentWithResume();
    await apply(later, job.id);
    expect((await myApplications(later))[0]).toMatchObject({ appliedTo: { title: 'Cafe Barista' }, changesSinceApplied: [] });
  });

  it('is for the posting’s owner only, with the fields creating needs', async () => {
    const job = await createJob(db(), employer.userId!);
    const params = { id: job.id };
    expect((await sendTo(t.app, otherEmployer, jobsEndpoints.editJob, { params, body: posting })).statusCode).toBe(404);
    expect((await sendTo(t.app, await createPersona(t.app, 'student'), jobsEndpoints.editJob, { params, body: posting })).statusCode).toBe(403);
    const missing = await sendTo(t.app, employer, jobsEndpoints.editJob, { params, body: { ...posting, title: ' ' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'title', message: 'Title is required' }]);
  });
});

describe('closing as filled and reopening', () => {
  it('takes the posting out of lists, keeps its page marked closed, and reopens it', async () => {
    const job = await createJob(db(), employer.userId!, { title: 'Filled Florist' });
    const params = { id: job.id };
    const student = await studentWithResume();
    await apply(student, job.id);

    expect((await sendTo(t.app, otherEmployer, jobsEndpoints.closeJob, { params })).statusCode).toBe(404);
    const closed = await sendTo(t.app, employer, jobsEndpoints.closeJob, { params });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().job).toMatchObject({ isActive: false, filledAt: expect.any(String) });
    expect(await listed('Filled Florist')).toEqual([]);
    expect((await sendTo(t.app, null, jobsEndpoints.detail, { params })).json().job.filledAt).toEqual(expect.any(String));
    expect((await apply(await studentWithResume(), job.id)).json().message).toBe('This position has been filled.');
    expect((await myApplications(student))[0]!.job.state).toBe('filled');

    expect((await sendTo(t.app, otherEmployer, jobsEndpoints.reopenJob, { params })).statusCode).toBe(404);
    const reopened = await sendTo(t.app, employer, jobsEndpoints.reopenJob, { params });
    expect(reopened.json().job).toMatchObject({ isActive: true, filledAt: null });
    expect(await listed('Filled Florist')).toEqual([job.id]);
  });

  it('a switched-off posting stays hidden; switching it on or off ends "filled"', async () => {
    const job = await createJob(db(), employer.userId!);
    const params = { id: job.id };
    await sendTo(t.app, employer, jobsEndpoints.closeJob, { params });
    const off = await sendTo(t.app, employer, jobsEndpoints.updateJob, { params, body: { isActive: false } });
    expect(off.json().job).toMatchObject({ isActive: false, filledAt: null });
    expect((await sendTo(t.app, null, jobsEndpoints.detail, { params })).statusCode).toBe(404);
  });
});

describe('duplicating a posting', () => {
  it('makes a switched-off copy with no history, dropping a deadline that has passed', async () => {
    const job = await createJob(db(), employer.userId!, { title: 'Original Ostler', applicationDeadline: new Date(Date.now() - DAY) });
    await createApplication(db(), job.id, (await createPersona(t.app, 'student')).userId!);
    expect((await sendTo(t.app, otherEmployer, jobsEndpoints.duplicateJob, { params: { id: job.id } })).statusCode).toBe(404);
    const copy = await sendTo(t.app, employer, jobsEndpoints.duplicateJob, { params: { id: job.id } });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().job).toMatchObject({
      title: 'Original Ostler',
      isActive: false,
      applicationDeadline: null,
      viewCount: 0,
      _count: { applications: 0 },
      revisions: [],
    });
    expect(copy.json().job.id).not.toBe(job.id);
    const future = inDays(10);
    const withDeadline = await createJob(db(), employer.userId!, { applicationDeadline: future });
    const copied = await sendTo(t.app, employer, jobsEndpoints.duplicateJob, { params: { id: withDeadline.id } });
    expect(copied.json().job.applicationDeadline).toBe(future.toISOString());
  });
});

describe('deleting a posting', () => {
  it('tells each applicant, and their applications go with it', async () => {
    const job = await createJob(db(), employer.userId!, { title: 'Doomed Dogwalker' });
    const [first, second] = [await studentWithResume(), await studentWithResume()];
    await apply(first, job.id);
    await apply(second, job.id);

    expect((await sendTo(t.app, otherEmployer, jobsEndpoints.deleteJob, { params: { id: job.id } })).statusCode).toBe(404);
    expect((await sendTo(t.app, null, jobsEndpoints.detail, { params: { id: job.id } })).statusCode).toBe(200);

    const deleted = await sendTo(t.app, employer, jobsEndpoints.deleteJob, { params: { id: job.id } });
    expect(deleted.json()).toEqual({ ok: true, applicationsRemoved: 2 });
    expect((await sendTo(t.app, employer, jobsEndpoints.deleteJob, { params: { id: job.id } })).statusCode).toBe(404);
    expect((await sendTo(t.app, null, jobsEndpoints.detail, { params: { id: job.id } })).statusCode).toBe(404);
    for (const student of [first, second]) {
      expect(await myApplications(student)).toEqual([]);
      expect(await notificationsOf(student, 'posting_deleted')).toEqual([
        expect.objectContaining({ params: { jobTitle: 'Doomed Dogwalker', companyName: job.companyName } }),
      ]);
    }
  });
});

describe('withdrawing an application', () => {
  it("keeps it in the student's history as withdrawn, removes it for the employer, tells them and ends their access to the resume", async () => {
    const me = await createPersona(t.app, 'employer');
    const job = await createJob(db(), me.userId!, { title: 'Withdrawn Welder' });
    const student = await studentWithResume();
    const { application } = (await apply(student, job.id)).json();
    const resume = () => sendTo(t.app, me, filesEndpoints.downloadResume, { params: { userId: student.userId } });
    expect((await resume()).statusCode).toBe(200);

    const params = { id: application.id };
    expect((await sendTo(t.app, await createPersona(t.app, 'student'), jobsEndpoints.withdrawApplication, { params })).statusCode).toBe(404);
    expect((await sendTo(t.app, me, jobsEndpoints.withdrawApplication, { params })).statusCode).toBe(403);

    const withdrawn = await sendTo(t.app, student, jobsEndpoints.withdrawApplication, { params });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ ok: true });
    expect(await myApplications(student)).toEqual([expect.objectContaining({ id: application.id, status: 'withdrawn' })]);
    expect((await sendTo(t.app, me, jobsEndpoints.employerApplications, { query: { jobId: job.id } })).json().items).toEqual([]);
    expect((await resume()).statusCode).toBe(403);
    expect(await notificationsOf(me, 'application_withdrawn')).toEqual([
      expect.objectContaining({ params: { jobId: job.id, jobTitle: 'Withdrawn Welder', studentName: 'Teststudent User' } }),
    ]);
    // Withdrawing again changes nothing and tells the employer nothing more.
    expect((await sendTo(t.app, student, jobsEndpoints.withdrawApplication, { params })).statusCode).toBe(200);
    expect(await notificationsOf(me, 'application_withdrawn')).toHaveLength(1);

    // The posting is still open: the student may apply again, which reopens it as pending.
    expect((await apply(student, job.id)).statusCode).toBe(201);
    expect(await myApplications(student)).toEqual([expect.objectContaining({ id: application.id, status: 'pending' })]);
  });

  it('refuses to withdraw an accepted placement, which stays as it is', async () => {
    const me = await createPersona(t.app, 'employer');
    const job = await createJob(db(), me.userId!, { title: 'Accepted Apprentice' });
    const student = await studentWithResume();
    const { application } = (await apply(student, job.id)).json();
    await db().update(applications).set({ status: 'accepted' }).where(eq(applications.id, application.id));

    const refused = await sendTo(t.app, student, jobsEndpoints.withdrawApplication, { params: { id: application.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: 'This application was accepted: to step back from the placement, talk to the employer.',
    });
    expect(await myApplications(student)).toEqual([expect.objectContaining({ id: application.id, status: 'accepted' })]);
  });
});
