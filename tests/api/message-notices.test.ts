import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, messageThreads, notifications, users } from '@server/db/schema';
import { runUnitOfWork } from '@server/db/unit-of-work';
import { noticeNewMessage } from '@server/features/messages/message-notices';
import { runMessagesDigest } from '@server/features/messages/messages-digest';
import { insertMessage, insertThread } from './helpers/message-report-fixtures';
import { createPersona, type Persona } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';

// How the other side hears of a new message: the bell at once, the e-mail except in a minor's quiet
// hours in their own time zone, and the morning digest at 07:00 on their wall clock
// (docs/product/messages.md#quiet-hours-the-bell-and-e-mail). The clock is moved by `now`.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function studentIn(timeZone: string, dateOfBirth: string): Promise<Persona> {
  const student = await createPersona(t.app, 'student', { dateOfBirth });
  await t.app.deps.db.update(users).set({ timeZone }).where(eq(users.id, student.userId!));
  return student;
}

async function threadWith(student: Persona, jobTitle = 'Bakery Helper') {
  const employer = await createPersona(t.app, 'employer');
  const thread = await insertThread(t.app.deps.db, {
    employerId: employer.userId!,
    studentId: student.userId!,
    jobTitle,
    companyName: 'Crumbs Bakery',
  });
  const [row] = await t.app.deps.db.select().from(messageThreads).where(eq(messageThreads.id, thread.threadId));
  return { employer, thread, row: row! };
}

/** An employer's message at `now`, and its notice as the message service gives it. */
async function employerWrites(fixture: Awaited<ReturnType<typeof threadWith>>, now: Date, firstUnread = true) {
  const body = 'Secret interview details';
  const messageId = await insertMessage(t.app.deps.db, fixture.thread.threadId, { id: fixture.employer.userId!, role: 'employer' }, body, now);
  await runUnitOfWork(t.app.deps, (work) =>
    noticeNewMessage(t.app.deps, work, { thread: fixture.row, messageId, senderRole: 'employer', firstUnread, now }),
  );
  return messageId;
}

const bellOf = (userId: string) =>
  t.app.deps.db
    .select({ params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'message_received')));

const mailsOf = (userId: string, kind: 'message_received' | 'messages_digest') =>
  t.app.deps.db
    .select({ subject: mailMessages.subject, text: mailMessages.textBody })
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, `notification.${kind}`)));

// 22:30 and 10:00 in Vancouver (UTC-8 in November), 07:00 in Paris (UTC+1).
const VANCOUVER_2230 = new Date('2026-11-10T06:30:00.000Z');
const VANCOUVER_1000 = new Date('2026-11-10T18:00:00.000Z');
const PARIS_0700 = new Date('2026-11-10T06:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('a new message', () => {
  it("rings a minor's bell in their quiet hours (22:30 in Vancouver) but sends no e-mail", async () => {
    const minor = await studentIn('America/Vancouver', '2011-05-01');
    const fixture = await threadWith(minor);
    await employerWrites(fixture, VANCOUVER_2230);
    expect(await bellOf(minor.userId!)).toEqual([
      {
        params: { senderName: 'Crumbs Bakery', jobTitle: 'Bakery Helper', threadId: fixture.thread.threadId },
        link: `/messages/${fixture.thread.threadId}`,
      },
    ]);
    expect(await mailsOf(minor.userId!, 'message_received')).toHaveLength(0);
  });

  it('e-mails a minor at 10:00 in their zone, naming who wrote but never the text', async () => {
    const minor = await studentIn('America/Vancouver', '2011-05-01');
    await employerWrites(await threadWith(minor), VANCOUVER_1000);
    const mails = await mailsOf(minor.userId!, 'message_received');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New message from Crumbs Bakery');
    expect(mails[0]!.text).toContain('Bakery Helper');
    expect(mails[0]!.text).not.toContain('Secret interview details');
  });

  it('holds quiet hours in the student’s own zone: 22:30 in Vancouver is 07:30 in Paris', async () => {
    const minorInParis = await studentIn('Europe/Paris', '2011-05-01');
    await employerWrites(await threadWith(minorInParis), VANCOUVER_2230);
    expect(await mailsOf(minorInParis.userId!, 'message_received')).toHaveLength(1);
  });

  it('e-mails an adult student at 22:30 in their zone', async () => {
    const adult = await studentIn('America/Vancouver', '2000-05-01');
    await employerWrites(await threadWith(adult), VANCOUVER_2230);
    expect(await bellOf(adult.userId!)).toHaveLength(1);
    expect(await mailsOf(adult.userId!, 'message_received')).toHaveLength(1);
  });

  it('tells nothing new for a message after one still unread (one bell row per unread streak)', async () => {
    const student = await studentIn('America/Vancouver', '2000-05-01');
    const fixture = await threadWith(student);
    await employerWrites(fixture, VANCOUVER_1000);
    await employerWrites(fixture, new Date(VANCOUVER_1000.getTime() + 60_000), false);
    expect(await bellOf(student.userId!)).toHaveLength(1);
    expect(await mailsOf(student.userId!, 'message_received')).toHaveLength(1);
  });

  it("tells the employer of the student's message, naming the student", async () => {
    const student = await studentIn('America/Vancouver', '2011-05-01');
    const fixture = await threadWith(student);
    const messageId = await insertMessage(t.app.deps.db, fixture.thread.threadId, { id: student.userId!, role: 'student' }, 'Hi', VANCOUVER_2230);
    await runUnitOfWork(t.app.deps, (work) =>
      noticeNewMessage(t.app.deps, work, { thread: fixture.row, messageId, senderRole: 'student', firstUnread: true, now: VANCOUVER_2230 }),
    );
    const [bell] = await bellOf(fixture.employer.userId!);
    expect(bell!.params.senderName).toBe('Teststudent User');
    expect(await mailsOf(fixture.employer.userId!, 'message_received')).toHaveLength(1);
  });
});

describe('the morning digest', () => {
  it('sends one e-mail at 07:00 local listing the unread threads, once a day, and none when all is read', async () => {
    const student = await studentIn('Europe/Paris', '2011-05-01');
    const first = await threadWith(student, 'Bakery Helper');
    const second = await threadWith(student, 'Bike Mechanic');
    const evening = new Date(PARIS_0700.getTime() - 10 * 60 * 60 * 1000);
    await insertMessage(t.app.deps.db, first.thread.threadId, { id: first.employer.userId!, role: 'employer' }, 'One', evening);
    await insertMessage(t.app.deps.db, first.thread.threadId, { id: first.employer.userId!, role: 'employer' }, 'Two', evening);
    await insertMessage(t.app.deps.db, second.thread.threadId, { id: second.employer.userId!, role: 'employer' }, 'Three', evening);

    // 06:00 and 08:00 in Paris: not their hour.
    await runMessagesDigest(t.app.deps, new Date(PARIS_0700.getTime() - 60 * 60 * 1000));
    await runMessagesDigest(t.app.deps, new Date(PARIS_0700.getTime() + 60 * 60 * 1000));
    expect(await mailsOf(student.userId!, 'messages_digest')).toHaveLength(0);

    await runMessagesDigest(t.app.deps, PARIS_0700);
    await runMessagesDigest(t.app.deps, PARIS_0700);
    const mails = await mailsOf(student.userId!, 'messages_digest');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have unread messages in 2 conversations');
    expect(mails[0]!.text).toContain('• Bakery Helper, from Crumbs Bakery: 2 unread');
    expect(mails[0]!.text).toContain('• Bike Mechanic, from Crumbs Bakery: 1 unread');
    expect(mails[0]!.text).not.toContain('One');
    // The employers read their own side: nothing of theirs is unread.
    expect(await mailsOf(first.employer.userId!, 'messages_digest')).toHaveLength(0);

    // Everything read by the next morning: no digest.
    await t.app.deps.db.update(messageThreads).set({ studentReadAt: PARIS_0700 }).where(eq(messageThreads.studentId, student.userId!));
    await runMessagesDigest(t.app.deps, new Date(PARIS_0700.getTime() + DAY_MS));
    expect(await mailsOf(student.userId!, 'messages_digest')).toHaveLength(1);
  });

  it("lists a student's unread messages for the employer at 07:00 in the employer's zone", async () => {
    const student = await studentIn('Europe/Paris', '2011-05-01');
    const fixture = await threadWith(student, 'Shelf Stacker');
    await t.app.deps.db.update(users).set({ timeZone: 'Europe/Paris' }).where(eq(users.id, fixture.employer.userId!));
    await insertMessage(
      t.app.deps.db,
      fixture.thread.threadId,
      { id: student.userId!, role: 'student' },
      'Question',
      new Date(PARIS_0700.getTime() - DAY_MS / 2),
    );
    await runMessagesDigest(t.app.deps, PARIS_0700);
    const mails = await mailsOf(fixture.employer.userId!, 'messages_digest');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('• Shelf Stacker, from Teststudent User: 1 unread');
    expect(await mailsOf(student.userId!, 'messages_digest')).toHaveLength(0);
  });
});
