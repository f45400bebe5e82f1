import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_ANSWER_DAYS, APPLICATION_REMINDER_DAYS } from '@common/constants';
import { applications, backgroundTasks, mailMessages, notifications } from '@server/db/schema';
import { runUnitOfWork } from '@server/db/unit-of-work';
import { enqueueDeadlinesRun, runApplicationDeadlines, utcHour } from '@server/features/applications/deadlines';
import { TELL_APPLICATION_STATUS_TASK } from '@server/features/jobs/application-status-service';
import { holdForUndo } from '@server/queue/undo-window';
import { createApplication, createJob } from '@server/seed/factories';
import { clockMoves } from './helpers/clock-moves';
import { createPersona, type Persona } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';

// The deadline every application is owed an answer by (docs/product/applications.md#the-deadline):
// the employer is reminded once on day 7, and on day 14 an unanswered application closes as
// no_response and the student is told. Time passes by moving the application's times back (or the
// clock, server/testing/clock-moves.ts), then running the hourly run as its task does.

const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const run = () => runApplicationDeadlines(t.app.deps, new Date());

/** A fresh employer, posting and student, and the student's application sent `daysAgo` days ago. */
async function applicationSent(daysAgo: number, values: Partial<typeof applications.$inferInsert> = {}) {
  const employer = await createPersona(t.app, 'employer');
  const student = await createPersona(t.app, 'student');
  const job = await createJob(db(), employer.userId!, { title: 'Bakery Helper', companyName: 'Crumbs Ltd' });
  const sentAt = new Date(Date.now() - daysAgo * DAY_MS);
  const application = await createApplication(db(), job.id, student.userId!, {
    createdAt: sentAt,
    answerDueAt: new Date(sentAt.getTime() + APPLICATION_ANSWER_DAYS * DAY_MS),
    ...values,
  });
  return { employer, student, job, applicationId: application.id };
}

/** Holds a change for undo as the employer's PATCH does: the row names it, its task waits. */
async function holdChange(applicationId: string, to: string) {
  const held = await runUnitOfWork(t.app.deps, (work) => holdForUndo(work, TELL_APPLICATION_STATUS_TASK, { applicationId }));
  await db()
    .update(applications)
    .set({ statusChangeTo: to, statusChangeId: held.id, statusChangeDueAt: held.dueAt })
    .where(eq(applications.id, applicationId));
  return held;
}

async function applicationRow(id: string) {
  const [row] = await db().select().from(applications).where(eq(applications.id, id));
  return row!;
}

/** The notifications of `kind` a user has, and the e-mails of it sent to them. */
async function told(persona: Persona, kind: string) {
  const bell = await db()
    .select({ params: notifications.params, link: notifications.link, mentions: notifications.mentionedUserIds })
    .from(notifications)
    .where(and(eq(notifications.userId, persona.userId!), eq(notifications.kind, kind)));
  const mails = await db()
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, persona.email!), eq(mailMessages.kind, `notification.${kind}`)));
  return { bell, mails: mails.length };
}

describe('the reminder on day 7', () => {
  it('is not sent before day 7', async () => {
    const { employer, applicationId } = await applicationSent(APPLICATION_REMINDER_DAYS - 0.1);
    await run();
    expect((await applicationRow(applicationId)).reminderSentAt).toBeNull();
    expect(await told(employer, 'application_answer_due')).toEqual({ bell: [], mails: 0 });
  });

  it('is sent to the employer once, with the student, the posting and the due time', async () => {
    const { employer, student, job, applicationId } = await applicationSent(APPLICATION_REMINDER_DAYS + 0.1);
    await run();
    const row = await applicationRow(applicationId);
    expect(row.reminderSentAt).not.toBeNull();
    expect(row.status).toBe('pending');
    const first = await told(employer, 'application_answer_due');
    expect(first.bell).toEqual([
      {
        params: { jobId: job.id, jobTitle: 'Bakery Helper', studentName: 'Teststudent User', answerDueAt: row.answerDueAt.toISOString() },
        link: `/employer/applications/${applicationId}`,
        mentions: [student.userId],
      },
    ]);
    expect(first.mails).toBe(1);

    // A second run, and one after the reminder was somehow cleared, send nothing more (the dedupe key).
    await run();
    await db().update(applications).set({ reminderSentAt: null }).where(eq(applications.id, applicationId));
    await run();
    const again = await told(employer, 'application_answer_due');
    expect(again.bell).toHaveLength(1);
    expect(again.mails).toBe(1);
  });

  it('is not sent for an answered application, nor one with an answer held for undo', async () => {
    const answered = await applicationSent(APPLICATION_REMINDER_DAYS + 1, { status: 'interview', answeredAt: new Date() });
    const held = await applicationSent(APPLICATION_REMINDER_DAYS + 1);
    await holdChange(held.applicationId, 'rejected');
    await run();
    expect(await told(answered.employer, 'application_answer_due')).toEqual({ bell: [], mails: 0 });
    expect(await told(held.employer, 'application_answer_due')).toEqual({ bell: [], mails: 0 });
  });

  it('comes when the clock moves to day 7, for that application only', async () => {
    const mine = await applicationSent(0);
    const other = await applicationSent(0);
    await clockMoves(t.app, APPLICATION_REMINDER_DAYS * DAY_MS + 60_000, mine.applicationId);
    expect((await told(mine.employer, 'application_answer_due')).bell).toHaveLength(1);
    expect((await told(other.employer, 'application_answer_due')).bell).toHaveLength(0);
  });
});

describe('day 14 without an answer', () => {
  it('closes the application as no_response and tells the student once', async () => {
    const { student, job, applicationId } = await applicationSent(APPLICATION_ANSWER_DAYS + 0.1, { status: 'reviewing' });
    const result = await run();
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect(await applicationRow(applicationId)).toMatchObject({ status: 'no_response', statusChangeTo: null, statusChangeId: null });
    const first = await told(student, 'application_status');
    expect(first.bell.map((note) => note.params)).toEqual([
      { jobId: job.id, jobTitle: 'Bakery Helper', companyName: 'Crumbs Ltd', status: 'no_response' },
    ]);
    expect(first.mails).toBe(1);

    await run();
    expect(await told(student, 'application_status')).toEqual(first);
  });

  it('does not close it a minute before its deadline', async () => {
    const { student, applicationId } = await applicationSent(APPLICATION_ANSWER_DAYS - 1 / (24 * 60));
    await run();
    expect((await applicationRow(applicationId)).status).toBe('pending');
    expect((await told(student, 'application_status')).bell).toEqual([]);
  });

  it('does not close an answered application, nor one whose answer is held for undo', async () => {
    const answered = await applicationSent(APPLICATION_ANSWER_DAYS + 2, {
      status: 'rejected',
      notSelectedReason: 'schedule',
      answeredAt: new Date(),
    });
    const held = await applicationSent(APPLICATION_ANSWER_DAYS + 2);
    const change = await holdChange(held.applicationId, 'interview');
    await run();
    expect((await applicationRow(answered.applicationId)).status).toBe('rejected');
    expect(await applicationRow(held.applicationId)).toMatchObject({ status: 'pending', statusChangeTo: 'interview', statusChangeId: change.id });
    expect((await told(held.student, 'application_status')).bell).toEqual([]);
  });

  it('is not saved by a held "reviewing": the change and its announcement are dropped', async () => {
    const { student, applicationId } = await applicationSent(APPLICATION_ANSWER_DAYS + 1);
    const change = await holdChange(applicationId, 'reviewing');
    await run();
    expect(await applicationRow(applicationId)).toMatchObject({
      status: 'no_response',
      statusChangeTo: null,
      statusChangeId: null,
      statusChangeDueAt: null,
    });
    const tasks = await db()
      .select({ id: backgroundTasks.id })
      .from(backgroundTasks)
      .where(eq(backgroundTasks.dedupeKey, `${TELL_APPLICATION_STATUS_TASK}:${change.id}`));
    expect(tasks).toEqual([]);
    // The student hears "no response", never "reviewing".
    await t.app.deps.queue.drain();
    expect((await told(student, 'application_status')).bell.map((note) => note.params.status)).toEqual(['no_response']);
  });

  it('leaves a withdrawn application alone', async () => {
    const { applicationId } = await applicationSent(APPLICATION_ANSWER_DAYS + 1, { status: 'withdrawn' });
    await run();
    expect((await applicationRow(applicationId)).status).toBe('withdrawn');
  });

  it('comes when the clock moves past the deadline (the browser tests close an application so)', async () => {
    const { employer, student, applicationId } = await applicationSent(0);
    const before = await applicationRow(applicationId);
    await clockMoves(t.app, APPLICATION_ANSWER_DAYS * DAY_MS + 60_000, applicationId);
    const after = await applicationRow(applicationId);
    expect(after.status).toBe('no_response');
    // Its times moved back with the clock; what had not happened stays null.
    expect(before.createdAt.getTime() - after.createdAt.getTime()).toBe(APPLICATION_ANSWER_DAYS * DAY_MS + 60_000);
    expect(after.answeredAt).toBeNull();
    expect((await told(student, 'application_status')).bell).toHaveLength(1);
    // Past day 14 at once: closed, not reminded of.
    expect((await told(employer, 'application_answer_due')).bell).toEqual([]);
  });

  it('closes a backlog larger than one batch', async () => {
    const employer = await createPersona(t.app, 'employer');
    const student = await createPersona(t.app, 'student');
    const sentAt = new Date(Date.now() - (APPLICATION_ANSWER_DAYS + 1) * DAY_MS);
    const jobIds: string[] = [];
    // 520 postings the student applied to (one application per posting and student), in one statement each.
    await db().execute(sql`
      insert into jobs (employer_id, title, company_name, description, location, city, type, requirements, search_text, employer_verified)
      select ${employer.userId}, 'Backlog ' || n, 'Crumbs Ltd', 'Help.', 'Downtown', 'Toronto', 'Part Time', '{}', 'backlog', true
      from generate_series(1, 520) n`);
    const rows = await db().execute(sql`select id from jobs where employer_id = ${employer.userId}`);
    for (const row of (rows as unknown as { rows: Array<{ id: string }> }).rows) jobIds.push(row.id);
    await db().execute(sql`
      insert into applications (id, job_id, student_id, created_at, answer_due_at)
      select gen_random_uuid(), id, ${student.userId}, ${sentAt.toISOString()}::timestamptz,
             ${sentAt.toISOString()}::timestamptz + interval '${sql.raw(String(APPLICATION_ANSWER_DAYS))} days'
      from jobs where employer_id = ${employer.userId}`);
    await run();
    const open = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.studentId, student.userId!), eq(applications.status, 'pending')));
    expect(jobIds).toHaveLength(520);
    expect(open).toEqual([]);
    expect((await told(student, 'application_status')).bell).toHaveLength(520);
  });
});

describe('the hourly task', () => {
  it('is one task per hour whoever queues it', async () => {
    const hour = '2030-01-01T05';
    const first = await enqueueDeadlinesRun(t.app.deps.queue, hour);
    const second = await enqueueDeadlinesRun(t.app.deps.queue, hour);
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const [task] = await db()
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.dedupeKey, `applications.deadlines:${hour}`));
    expect(task?.runAt.toISOString()).toBe(`${hour}:00:00.000Z`);
  });

  it("runs the deadlines when its hour comes (the task's handler)", async () => {
    const { applicationId } = await applicationSent(APPLICATION_ANSWER_DAYS + 1);
    expect(await enqueueDeadlinesRun(t.app.deps.queue, utcHour(new Date()))).not.toBeNull();
    await t.app.deps.queue.drain();
    expect((await applicationRow(applicationId)).status).toBe('no_response');
  });
});
