import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS } from '@common/constants';
import type { EmployerApplication, StudentApplicationsResponse } from '@common/contracts/jobs';
import type { NotificationsPage } from '@common/contracts/notifications';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { applications, backgroundTasks, mailMessages } from '@server/db/schema';
import { createJob } from '@server/seed/factories';
import { clockMoves as moveClock } from './helpers/clock-moves';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { giveResume } from './jobs-helpers';

// An employer's new status for an application is held for the undo window before the student is
// told (docs/product/jobs.md#application-status). Time passes by moving the clock: what the
// queue and the held changes wait for is made due that much sooner.

const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;

const clockMoves = (ms: number) => moveClock(t.app, ms);

async function setUp() {
  const employer = await createPersona(t.app, 'employer');
  const job = await createJob(db(), employer.userId!, { title: 'Bakery Helper', companyName: 'Crumbs Ltd' });
  const student = await createPersona(t.app, 'student');
  await giveResume(t.app, student);
  const applied = await sendTo(t.app, student, jobsEndpoints.apply, { params: { id: job.id }, body: {} });
  expect(applied.statusCode, applied.body).toBe(201);
  await t.app.deps.queue.drain();
  return { employer, student, applicationId: (applied.json() as { application: { id: string } }).application.id };
}

/** "Not selected" needs a reason (docs/product/applications.md#not-selected); the other moves are the status alone. */
const bodyOf = (status: 'pending' | 'reviewing' | 'offered' | 'rejected') =>
  status === 'rejected' ? { status, reason: 'position_filled' as const } : { status };

async function move(employer: Persona, id: string, status: 'pending' | 'reviewing' | 'offered' | 'rejected'): Promise<EmployerApplication> {
  const response = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id }, body: bodyOf(status) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { application: EmployerApplication }).application;
}

/** What the student sees: their application's status, the status notifications, the status e-mails. */
async function studentSees(student: Persona) {
  const list = await sendTo(t.app, student, jobsEndpoints.studentApplications, { query: {} });
  const notes = await sendTo(t.app, student, notificationsEndpoints.list, { query: { limit: 100 } });
  const mails = await db()
    .select({ subject: mailMessages.subject })
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, student.email!), eq(mailMessages.kind, 'notification.application_status')));
  return {
    status: (list.json() as StudentApplicationsResponse).items[0]!.status,
    told: (notes.json() as NotificationsPage).items.filter((item) => item.kind === 'application_status').map((item) => item.params.status),
    mails: mails.length,
  };
}

describe("an employer's new status for an application", () => {
  it('is told to the student only once it has stood for 30 minutes', async () => {
    const { employer, student, applicationId } = await setUp();
    const before = Date.now();
    const moved = await move(employer, applicationId, 'rejected');
    expect(moved.status).toBe('rejected');
    expect(moved.statusChange?.from).toBe('pending');
    const announceAt = Date.parse(moved.statusChange!.announceAt);
    expect(announceAt).toBeGreaterThanOrEqual(before + UNDO_WINDOW_MS);
    expect(announceAt).toBeLessThanOrEqual(Date.now() + UNDO_WINDOW_MS);

    // The employer's list shows their choice, the student's still the status they were told.
    const listed = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { status: 'rejected' } });
    expect((listed.json() as { items: EmployerApplication[] }).items.map((item) => item.id)).toEqual([applicationId]);
    await t.app.deps.queue.drain();
    expect(await studentSees(student)).toEqual({ status: 'pending', told: [], mails: 0 });

    await clockMoves(29 * MINUTE);
    expect(await studentSees(student)).toEqual({ status: 'pending', told: [], mails: 0 });

    await clockMoves(2 * MINUTE);
    expect(await studentSees(student)).toEqual({ status: 'rejected', told: ['rejected'], mails: 1 });
    const after = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: {} });
    expect((after.json() as { items: EmployerApplication[] }).items[0]).toMatchObject({ status: 'rejected', statusChange: null });
  });

  it('is undone by moving back within the 30 minutes: the student never hears of it', async () => {
    const { employer, student, applicationId } = await setUp();
    await move(employer, applicationId, 'rejected');
    await clockMoves(10 * MINUTE);
    const undone = await move(employer, applicationId, 'pending');
    expect(undone).toMatchObject({ status: 'pending', statusChange: null });
    const waiting = await db().select().from(backgroundTasks).where(eq(backgroundTasks.status, 'queued'));
    expect(waiting.filter((task) => task.payload.applicationId === applicationId)).toEqual([]);

    await clockMoves(60 * MINUTE);
    expect(await studentSees(student)).toEqual({ status: 'pending', told: [], mails: 0 });
  });

  it('replaced by another within the 30 minutes: only the last is told, 30 minutes after it', async () => {
    const { employer, student, applicationId } = await setUp();
    await move(employer, applicationId, 'rejected');
    await clockMoves(20 * MINUTE);
    const replaced = await move(employer, applicationId, 'offered');
    expect(replaced).toMatchObject({ status: 'offered', statusChange: { from: 'pending' } });

    await clockMoves(20 * MINUTE);
    expect(await studentSees(student)).toEqual({ status: 'pending', told: [], mails: 0 });
    await clockMoves(11 * MINUTE);
    expect(await studentSees(student)).toEqual({ status: 'offered', told: ['offered'], mails: 1 });
  });

  it('once told, a new change is held again, and a task of an undone change announces nothing', async () => {
    const { employer, student, applicationId } = await setUp();
    await move(employer, applicationId, 'reviewing');
    await clockMoves(31 * MINUTE);
    expect(await studentSees(student)).toMatchObject({ status: 'reviewing', told: ['reviewing'] });

    await move(employer, applicationId, 'offered');
    const [held] = await db().select().from(applications).where(eq(applications.id, applicationId));
    await move(employer, applicationId, 'reviewing');
    // The undone change's task had already been claimed: run its handler as the worker would.
    await t.app.deps.queue.enqueue('application.tell-status', { applicationId, changeId: held!.statusChangeId });
    await t.app.deps.queue.drain();
    expect(await studentSees(student)).toMatchObject({ status: 'reviewing', told: ['reviewing'] });
  });

  it('is never told when the student withdraws meanwhile: the application stays withdrawn', async () => {
    const { employer, student, applicationId } = await setUp();
    await move(employer, applicationId, 'rejected');
    const withdrawn = await sendTo(t.app, student, jobsEndpoints.withdrawApplication, { params: { id: applicationId } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await clockMoves(31 * MINUTE);
    expect(await studentSees(student)).toEqual({ status: 'withdrawn', told: [], mails: 0 });
  });
});
