import { and, asc, desc, eq, gt, lte, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { QUIET_HOURS } from '@common/constants';
import type { Language } from '@common/languages';
import { calendarDayIn, isoDayOf } from '@common/zoned-calendar';
import type { AppDeps } from '../../app-deps';
import { applications, jobs, messages, messageThreads, users } from '../../db/schema';
import { mailT } from '../../mail/mail-i18n';
import { queueThisAndNextPeriod } from '../../queue/hourly-schedule';
import type { TaskQueue } from '../../queue/worker';
import { notificationMailText } from '../notifications/notification-mail';
import { notify } from '../notifications/notify';
import { displayName } from '../notifications/triggers';
import { knownZone } from './message-notices';

// The morning digest (docs/product/messages.md#quiet-hours-the-bell-and-e-mail): at QUIET_HOURS.endHour
// on each user's wall clock, one e-mail listing their threads with messages of the other side still
// unread (what a minor's quiet hours held back among them). One task per UTC hour,
// `messages.digest:<hour>`, queued by every app server (the dedupe key makes it one); each run reads
// the clock at the start of its hour, so a late or retried run picks the same users, and each digest
// has a dedupe key per user and local day, so nobody gets two in a day.

export const MESSAGES_DIGEST_TASK = 'messages.digest';
const HOUR_MS = 60 * 60 * 1000;
/** The most threads a digest lists; the rest is "and N more". */
const THREADS_LISTED = 10;
/** Where the digest leads: the list of conversations. */
export const MESSAGES_LINK = '/messages';

const utcHour = (date: Date) => date.toISOString().slice(0, 13);

/** Adds the run of `hour` ("2026-11-27T12"), due at its start (once, ever, whoever asks). */
export function enqueueMessagesDigestRun(queue: TaskQueue, hour: string): Promise<string | null> {
  return queue.enqueue(MESSAGES_DIGEST_TASK, { hour }, { runAt: new Date(`${hour}:00:00.000Z`), dedupeKey: `${MESSAGES_DIGEST_TASK}:${hour}` });
}

const recipient = alias(users, 'digest_recipient');
const student = alias(users, 'digest_student');

/**
 * Every (user, thread) with messages of the other side after the user's read mark, for the users
 * whose wall clock reads QUIET_HOURS.endHour at `now`: one statement for every candidate.
 */
function unreadThreadsAt(deps: Pick<AppDeps, 'db'>, now: Date) {
  const recipientId = sql<string>`case when ${messages.senderRole} = 'employer' then ${messageThreads.studentId} else ${messageThreads.employerId} end`;
  const readMark = sql`coalesce(case when ${messages.senderRole} = 'employer' then ${messageThreads.studentReadAt} else ${messageThreads.employerReadAt} end, '-infinity'::timestamptz)`;
  const localHour = sql`extract(hour from (${now.toISOString()}::timestamptz at time zone ${recipient.timeZone}))`;
  return deps.db
    .select({
      userId: recipient.id,
      timeZone: recipient.timeZone,
      threadId: messageThreads.id,
      senderRole: messages.senderRole,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      studentId: messageThreads.studentId,
      student: { firstName: student.firstName, lastName: student.lastName, name: student.name },
      unread: sql<number>`count(*)::int`,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(applications, eq(applications.id, messageThreads.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(student, eq(student.id, messageThreads.studentId))
    .innerJoin(recipient, eq(recipient.id, recipientId))
    .where(
      and(gt(messages.createdAt, readMark), lte(messages.createdAt, now), eq(recipient.banned, false), sql`${localHour} = ${QUIET_HOURS.endHour}`),
    )
    .groupBy(
      recipient.id,
      recipient.timeZone,
      messageThreads.id,
      messages.senderRole,
      jobs.title,
      jobs.companyName,
      student.firstName,
      student.lastName,
      student.name,
    )
    .orderBy(asc(recipient.id), desc(max(messages.createdAt)), asc(messageThreads.id));
}

type UnreadThread = Awaited<ReturnType<typeof unreadThreadsAt>>[number];

/** "• Bike Helper, from Spokes: 2 unread", the first THREADS_LISTED of them, then "… and N more". */
function digestMail(threads: UnreadThread[]) {
  return (language: Language) => {
    const t = mailT(language);
    const lines = threads.slice(0, THREADS_LISTED).map((thread) =>
      t('notifications.messages_digest.item', {
        jobTitle: thread.jobTitle,
        from: thread.senderRole === 'employer' ? thread.companyName : displayName(thread.student),
        count: thread.unread,
      }),
    );
    if (threads.length > THREADS_LISTED) lines.push(t('notifications.messages_digest.more', { count: threads.length - THREADS_LISTED }));
    const texts = notificationMailText('messages_digest', { threads: threads.length }, language);
    return { ...texts, paragraphs: [...texts.paragraphs, lines.join('\n')] };
  };
}

/** The digests due at `now` (the task's handler; tests call it with a moved clock). Answers how many were sent. */
export async function runMessagesDigest(deps: AppDeps, now: Date): Promise<number> {
  const rows = await unreadThreadsAt(deps, now);
  const byUser = new Map<string, UnreadThread[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const [userId, threads] of byUser) {
    const localDate = isoDayOf(calendarDayIn(knownZone(threads[0]!.timeZone), now));
    const result = await notify(deps, {
      userId,
      kind: 'messages_digest',
      params: { threads: threads.length },
      // An employer's digest names students: deleting one's account clears it.
      mentions: [...new Set(threads.filter((thread) => thread.senderRole === 'student').map((thread) => thread.studentId))],
      link: MESSAGES_LINK,
      dedupeKey: `messages-digest:${userId}:${localDate}`,
      mail: digestMail(threads),
      emailOnly: true,
    });
    if (result.email) sent += 1;
  }
  return sent;
}

/** Started by every app server (server/main.ts): queues this hour's and the next hour's runs, now and every hour. */
export function startMessagesDigestScheduler(queue: TaskQueue, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  return queueThisAndNextPeriod(
    (instant) => enqueueMessagesDigestRun(queue, utcHour(instant)),
    HOUR_MS,
    log,
    'messages: could not queue the morning digest run',
    now,
  );
}

/** The task's handler, registered with the messages' report routes. */
export function registerMessagesDigestTask(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.queue.handle(MESSAGES_DIGEST_TASK, async (payload) => {
    const hour = String(payload.hour);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(hour)) throw new Error(`A messages digest task without an hour: ${hour}`);
    // The start of its hour, not the clock: a late run still picks the users whose 07:00 it was.
    const sent = await runMessagesDigest(deps, new Date(`${hour}:00:00.000Z`));
    log.info({ hour, sent }, 'messages: morning digest run done');
  });
}
