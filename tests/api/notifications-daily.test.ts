import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import type { NotificationKind } from '@common/enums';
import { applications, backgroundTasks, institutionAlerts, savedJobs, schoolLinks, users } from '@server/db/schema';
import {
  DAILY_TASK,
  dailyRunAt,
  enqueueDailyRun,
  runDailyNotifications,
  startNotificationScheduler,
} from '@server/features/notifications/daily-notifications';
import { createApplication, createEvent, createEventRegistration, createJob, createSchoolLink } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { createInstitution } from './helpers/school-fixtures';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';
import { giveResume } from './jobs-helpers';

// The daily run (docs/product/notifications.md#the-daily-run): event reminders, saved postings
// about to close, schools' digests and employers' application digests. Each test runs the day of
// its own (far from today and from each other), so one test's run finds only that test's data.

const PUBLIC_URL = 'http://localhost:5000';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.app.deps.db;
const settle = () => t.app.deps.queue.drain();
const run = (day: string) => runDailyNotifications(t.app.deps, day);
const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

async function ofKind(persona: Persona, kind: NotificationKind) {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === kind);
}
const mailsTo = (persona: Persona, subject: RegExp) => smtp.to(persona.email!).filter((mail) => subject.test(mail.subject));

describe('the day before an event', () => {
  const day = '2031-03-09';

  it('reminds everyone registered, once, however often the run goes', async () => {
    const student = await createPersona(t.app, 'student');
    const employer = await createPersona(t.app, 'employer');
    const tomorrow = await createEvent(db(), { title: 'Reminder Fair', eventDate: midnight('2031-03-10'), startTime: '10:00', location: 'Gym' });
    const later = await createEvent(db(), { title: 'Later Fair', eventDate: midnight('2031-03-11') });
    await createEventRegistration(db(), tomorrow.id, student.userId!, 'student');
    await createEventRegistration(db(), tomorrow.id, employer.userId!, 'employer_booth');
    await createEventRegistration(db(), later.id, student.userId!, 'student');

    expect((await run(day)).eventReminders).toBe(2);
    // Retried, and queued by two servers: nothing more.
    await run(day);
    expect(await enqueueDailyRun(t.app.deps.queue, day)).not.toBeNull();
    expect(await enqueueDailyRun(t.app.deps.queue, day)).toBeNull();
    await db()
      .update(backgroundTasks)
      .set({ runAt: new Date() })
      .where(eq(backgroundTasks.dedupeKey, `${DAILY_TASK}:${day}`));
    await settle();
    const [task] = await db()
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.dedupeKey, `${DAILY_TASK}:${day}`));
    expect(task!.status).toBe('done');

    for (const persona of [student, employer]) {
      const items = await ofKind(persona, 'event_tomorrow');
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        params: { eventTitle: 'Reminder Fair', eventDate: '2031-03-10', startTime: '10:00', location: 'Gym' },
        link: '/events',
      });
      const mails = mailsTo(persona, /^Tomorrow: /);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Tomorrow: Reminder Fair');
      expect(mails[0]!.text).toContain('“Reminder Fair”, which you registered for, is tomorrow.');
      expect(mails[0]!.text).toContain('When: Monday, March 10, 2031, 10:00 AM');
      expect(mails[0]!.text).toContain(`See events: ${PUBLIC_URL}/events`);
    }
    expect(mailsTo(student, /Later Fair/)).toHaveLength(0);
  });

  it('is not sent to someone who switched it off', async () => {
    const student = await createPersona(t.app, 'student');
    await sendTo(t.app, student, notificationsEndpoints.updateSetting, { body: { kind: 'event_tomorrow', inApp: false, email: false } });
    const event = await createEvent(db(), { title: 'Muted Fair', eventDate: midnight('2031-04-02') });
    await createEventRegistration(db(), event.id, student.userId!, 'student');
    await run('2031-04-01');
    await settle();
    expect(await ofKind(student, 'event_tomorrow')).toEqual([]);
    expect(mailsTo(student, /Muted Fair/)).toHaveLength(0);
  });
});

describe('a saved posting about to close', () => {
  const day = '2031-05-09';
  const runAt = dailyRunAt(day);

  it('reminds the student 3 days before, unless they applied; later deadlines wait for their day', async () => {
    const employer = await createPersona(t.app, 'employer');
    const student = await createPersona(t.app, 'student');
    const applied = await createPersona(t.app, 'student');
    const closing = await createJob(db(), employer.userId!, {
      title: 'Closing Soon',
      companyName: 'Late Co',
      applicationDeadline: new Date(runAt.getTime() + 2.5 * DAY),
    });
    const notYet = await createJob(db(), employer.userId!, { title: 'Not Yet', applicationDeadline: new Date(runAt.getTime() + 3 * DAY + HOUR) });
    await db()
      .insert(savedJobs)
      .values([
        { studentId: student.userId!, jobId: closing.id },
        { studentId: student.userId!, jobId: notYet.id },
        { studentId: applied.userId!, jobId: closing.id },
      ]);
    await createApplication(db(), closing.id, applied.userId!);

    expect((await run(day)).closingReminders).toBe(1);
    await run(day);
    await settle();
    const items = await ofKind(student, 'saved_job_closing');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ params: { jobId: closing.id, jobTitle: 'Closing Soon', companyName: 'Late Co' }, link: `/jobs/${closing.id}` });
    const mails = mailsTo(student, /^Closing soon: /);
    expect(mails.map((mail) => mail.subject)).toEqual(['Closing soon: Closing Soon']);
    expect(mails[0]!.text).toContain('Applications for “Closing Soon” at Late Co, a posting you saved, close on Sunday, May 11, 2031 (UTC).');
    expect(mails[0]!.text).toContain(`View the posting: ${PUBLIC_URL}/jobs/${closing.id}`);
    expect(await ofKind(applied, 'saved_job_closing')).toEqual([]);

    // The next day's run has the other one.
    await run('2031-05-10');
    expect((await ofKind(student, 'saved_job_closing')).map((item) => item.params.jobTitle).sort()).toEqual(['Closing Soon', 'Not Yet']);
  });
});

describe("a school's daily digest", () => {
  const day = '2031-06-09';
  const runAt = dailyRunAt(day);

  it('lists the new local alerts and counts the new link requests, only when there is something new', async () => {
    const school = await createInstitution(t.app, 'Hamilton', 'Digest High');
    const quiet = await createInstitution(t.app, 'Hamilton', 'Quiet High');
    const employer = await createPersona(t.app, 'employer');
    const fresh = await createJob(db(), employer.userId!, { title: 'Fresh <b>Job</b>', companyName: 'Local Co', city: 'Hamilton' });
    const old = await createJob(db(), employer.userId!, { title: 'Old Job', city: 'Hamilton' });
    await db()
      .insert(institutionAlerts)
      .values([
        { institutionId: school.profileId!, jobId: fresh.id, createdAt: new Date(runAt.getTime() - HOUR) },
        // Yesterday's digest had it.
        { institutionId: school.profileId!, jobId: old.id, createdAt: new Date(runAt.getTime() - DAY - HOUR) },
        { institutionId: quiet.profileId!, jobId: old.id, createdAt: new Date(runAt.getTime() - 2 * DAY) },
      ]);
    for (const hoursBefore of [2, 3]) {
      const student = await createPersona(t.app, 'student');
      const link = await createSchoolLink(db(), student.userId!, school.profileId!, 'pending');
      await db()
        .update(schoolLinks)
        .set({ createdAt: new Date(runAt.getTime() - hoursBefore * HOUR) })
        .where(eq(schoolLinks.id, link.id));
    }

    expect((await run(day)).schoolDigests).toBe(1);
    await run(day);
    await settle();
    const items = await ofKind(school, 'school_digest');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ params: { alerts: 1, requests: 2 }, link: '/' });
    const mails = mailsTo(school, /^New for your school on FirstRung$/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('1 new posting near your school.');
    expect(mails[0]!.text).toContain('• Fresh <b>Job</b> (Local Co)');
    expect(mails[0]!.html).toContain('Fresh &lt;b&gt;Job&lt;/b&gt;');
    expect(mails[0]!.text).not.toContain('Old Job');
    expect(mails[0]!.text).toContain('2 students asked to join your school.');

    expect(await ofKind(quiet, 'school_digest')).toEqual([]);
    expect(smtp.to(quiet.email!)).toHaveLength(0);
  });
});

describe("an employer's daily digest of applications", () => {
  const day = '2031-07-09';
  const runAt = dailyRunAt(day);

  it('collects the day’s applications into one e-mail instead of one each', async () => {
    const employer = await createPersona(t.app, 'employer');
    const immediate = await createPersona(t.app, 'employer');
    await sendTo(t.app, employer, notificationsEndpoints.updateSetting, { body: { kind: 'application_received', emailMode: 'daily' } });
    const job = await createJob(db(), employer.userId!, { title: 'Digest Role' });
    const otherJob = await createJob(db(), immediate.userId!, { title: 'Instant Role' });
    const ids: string[] = [];
    for (const name of ['Ana', 'Ben', 'Cleo']) {
      const student = await createPersona(t.app, 'student');
      await giveResume(t.app, student);
      await db().update(users).set({ firstName: name, lastName: 'Applicant' }).where(eq(users.id, student.userId!));
      const response = await sendTo(t.app, student, jobsEndpoints.apply, { params: { id: (name === 'Cleo' ? otherJob : job).id }, body: {} });
      expect(response.statusCode, response.body).toBe(201);
      ids.push((response.json() as { application: { id: string } }).application.id);
    }
    await settle();
    expect(mailsTo(employer, /Digest Role|application/)).toHaveLength(0);
    expect(await ofKind(employer, 'application_received')).toHaveLength(2);
    expect(mailsTo(immediate, /^New application for Instant Role$/)).toHaveLength(1);
    // The applications arrived in the 24 hours before this test's run.
    await db()
      .update(applications)
      .set({ createdAt: new Date(runAt.getTime() - 5 * HOUR) })
      .where(inArray(applications.id, ids));

    expect((await run(day)).applicationDigests).toBe(1);
    await run(day);
    await settle();
    const mails = mailsTo(employer, /new applications in the last day/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 new applications in the last day');
    expect(mails[0]!.text).toContain('• Ana Applicant, for “Digest Role”');
    expect(mails[0]!.text).toContain('• Ben Applicant, for “Digest Role”');
    expect(mails[0]!.text).not.toContain('Cleo');
    expect(mails[0]!.text).toContain(`Review applications: ${PUBLIC_URL}/employer-dashboard`);
    expect(mails[0]!.headers.get('list-unsubscribe')).toContain('/api/notifications/unsubscribe?token=');
    // The bell had each application already: the digest adds nothing there.
    expect(await ofKind(employer, 'application_received')).toHaveLength(2);
    // The employer who gets each at once gets no digest.
    expect(mailsTo(immediate, /in the last day/)).toHaveLength(0);
  });
});

describe('the scheduler every server starts', () => {
  it("queues today's and tomorrow's runs once, at the daily hour, however many servers ask", async () => {
    const now = () => new Date('2032-01-15T12:00:00.000Z');
    const first = startNotificationScheduler(t.app.deps.queue, t.app.log, now);
    const second = startNotificationScheduler(t.app.deps.queue, t.app.log, now);
    first.stop();
    second.stop();
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(backgroundTasks)
              .where(like(backgroundTasks.dedupeKey, `${DAILY_TASK}:2032-01-1%`))
          ).length,
      )
      .toBe(2);
    const tasks = await db()
      .select()
      .from(backgroundTasks)
      .where(like(backgroundTasks.dedupeKey, `${DAILY_TASK}:2032-01-1%`));
    expect(tasks.map((task) => [task.dedupeKey, task.runAt.toISOString(), task.payload]).sort()).toEqual([
      [`${DAILY_TASK}:2032-01-15`, '2032-01-15T07:00:00.000Z', { day: '2032-01-15' }],
      [`${DAILY_TASK}:2032-01-16`, '2032-01-16T07:00:00.000Z', { day: '2032-01-16' }],
    ]);
    // Not yet due (2032), so not run.
    await db()
      .delete(backgroundTasks)
      .where(like(backgroundTasks.dedupeKey, `${DAILY_TASK}:2032-%`));
  });
});
