import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { APPLICATION_ANSWER_DAYS, APPLICATION_REMINDER_DAYS } from '@common/constants';
import { ANSWER_STATUSES, AWAITING_ANSWER_STATUSES } from '@common/enums';
import { applications, jobs, users } from '../../db/schema';
import { inBatches, runUnitOfWork } from '../../db/unit-of-work';
import { queueThisAndNextPeriod } from '../../queue/hourly-schedule';
import { releaseHeldChange } from '../../queue/undo-window';
import type { TaskQueue } from '../../queue/worker';
import { TELL_APPLICATION_STATUS_TASK } from '../jobs/application-status-service';
import { notify, type NotifyDeps } from '../notifications/notify';
import { displayName, NOTIFICATION_LINKS } from '../notifications/triggers';
import { applicationNoticeColumns } from './application-notice-columns';
import { expireOffers } from './offer-expiry';
import { recomputeResponseRates } from './response-rate';

// The deadlines' hourly run (docs/product/applications.md#the-deadline): closes as no_response the
// applications left unanswered past their deadline, reminds employers of the ones waiting
// APPLICATION_REMINDER_DAYS, closes the offers left unanswered (offer-expiry.ts), and recomputes the
// response rates. One task per UTC hour,
// `applications.deadlines:<hour>`, queued by every app server (the dedupe key makes it one task).
// Rows are taken in batches, each in a transaction of its own, locked FOR UPDATE SKIP LOCKED: a
// backlog does not make one huge transaction, and two runs at once (a retried task and the next
// hour's) never handle the same row. Each notification has its own dedupe key as well, so nothing is
// ever told twice.

export const DEADLINES_TASK = 'applications.deadlines';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows per transaction. */
const BATCH_SIZE = 500;

/** "2026-11-27T10": the UTC hour of an instant. */
export const utcHour = (date: Date) => date.toISOString().slice(0, 13);
export const deadlinesTaskKey = (hour: string) => `${DEADLINES_TASK}:${hour}`;

/** Adds the run of `hour` (once, ever, whoever asks), due at the start of that hour. */
export function enqueueDeadlinesRun(queue: TaskQueue, hour: string): Promise<string | null> {
  return queue.enqueue(DEADLINES_TASK, { hour }, { runAt: new Date(`${hour}:00:00.000Z`), dedupeKey: deadlinesTaskKey(hour) });
}

/** What one run did. */
export interface DeadlinesRunResult {
  closed: number;
  reminded: number;
  offersExpired: number;
  employersRated: number;
  postingsRated: number;
}

/**
 * Still owed a first answer: pending or reviewing, and no answer held for undo (an interview, an
 * offer or "not selected" chosen in the last 30 minutes has stopped the deadline; a held
 * "reviewing" has not).
 */
export const stillUnanswered: SQL = and(
  inArray(applications.status, [...AWAITING_ANSWER_STATUSES]),
  or(isNull(applications.statusChangeTo), notInArray(applications.statusChangeTo, [...ANSWER_STATUSES])),
)!;

type Deps = NotifyDeps;

/** Day 14 with no answer: closed as no_response, a held non-answer dropped, the student told. */
async function closeOverdue(deps: Deps, now: Date): Promise<number> {
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await work.tx
      .select({
        id: applications.id,
        studentId: applications.studentId,
        statusChangeId: applications.statusChangeId,
        jobId: jobs.id,
        jobTitle: jobs.title,
        companyName: jobs.companyName,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(stillUnanswered, lte(applications.answerDueAt, now)))
      .orderBy(asc(applications.answerDueAt), asc(applications.id))
      .limit(BATCH_SIZE)
      .for('update', { of: applications, skipLocked: true });
    if (rows.length === 0) return 0;
    for (const row of rows) {
      // A held "reviewing" (or "pending") is no answer: its announcement is taken back with it.
      if (row.statusChangeId) await releaseHeldChange(work, TELL_APPLICATION_STATUS_TASK, row.statusChangeId);
    }
    await work.tx
      .update(applications)
      .set({ status: 'no_response', statusChangeTo: null, statusChangeId: null, statusChangeDueAt: null, updatedAt: now })
      .where(
        inArray(
          applications.id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      await notify(
        deps,
        {
          userId: row.studentId,
          kind: 'application_status',
          params: { jobId: row.jobId, jobTitle: row.jobTitle, companyName: row.companyName, status: 'no_response' },
          link: NOTIFICATION_LINKS.studentHome,
          dedupeKey: `application_no_response:${row.id}`,
        },
        work,
      );
    }
    return rows.length;
  });
}

/** Day 7 with no answer: the employer is reminded, once per application. */
async function remindEmployers(deps: Deps, now: Date): Promise<number> {
  const sentBefore = new Date(now.getTime() - APPLICATION_REMINDER_DAYS * DAY_MS);
  const dueBefore = new Date(now.getTime() + (APPLICATION_ANSWER_DAYS - APPLICATION_REMINDER_DAYS) * DAY_MS);
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await work.tx
      .select({ ...applicationNoticeColumns, answerDueAt: applications.answerDueAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.studentId))
      .where(
        and(
          stillUnanswered,
          isNull(applications.reminderSentAt),
          lte(applications.createdAt, sentBefore),
          // The same day told by the deadline (sent + APPLICATION_ANSWER_DAYS), so that the rows are
          // read from applications_awaiting_due_idx rather than from every application older than a week.
          lte(applications.answerDueAt, dueBefore),
        ),
      )
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(BATCH_SIZE)
      .for('update', { of: applications, skipLocked: true });
    if (rows.length === 0) return 0;
    await work.tx
      .update(applications)
      .set({ reminderSentAt: now, updatedAt: sql`${applications.updatedAt}` })
      .where(
        inArray(
          applications.id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      await notify(
        deps,
        {
          userId: row.employerId,
          kind: 'application_answer_due',
          params: { jobId: row.jobId, jobTitle: row.jobTitle, studentName: displayName(row), answerDueAt: row.answerDueAt.toISOString() },
          mentions: [row.studentId],
          link: `/employer/applications/${row.id}`,
          dedupeKey: `application_answer_due:${row.id}`,
        },
        work,
      );
    }
    return rows.length;
  });
}

/**
 * Everything due at `now` (the task's handler; tests and the clock moves call it directly). The
 * overdue ones close first, so that an application a stopped server let pass both days is closed,
 * not reminded of; then the reminders; then the response rates, which count the closed ones.
 */
export async function runApplicationDeadlines(deps: Deps, now: Date): Promise<DeadlinesRunResult> {
  const closed = await closeOverdue(deps, now);
  const reminded = await remindEmployers(deps, now);
  // Offers the student let pass OFFER_ANSWER_DAYS (offer-expiry.ts).
  const offersExpired = await expireOffers(deps, now);
  const rated = await runUnitOfWork(deps, ({ tx }) => recomputeResponseRates(tx, now));
  return { closed, reminded, offersExpired, employersRated: rated.employers, postingsRated: rated.postings };
}

/**
 * Started by every app server (server/main.ts): queues this hour's and the next hour's runs now
 * and every hour (one task per hour however many servers ask).
 */
export function startDeadlinesScheduler(queue: TaskQueue, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  return queueThisAndNextPeriod(
    (instant) => enqueueDeadlinesRun(queue, utcHour(instant)),
    HOUR_MS,
    log,
    'applications: could not queue the hourly deadlines run',
    now,
  );
}

/** The task's handler, registered with the applications' routes (routes.ts). */
export function registerDeadlinesTask(deps: Deps & { queue: TaskQueue }, log: FastifyBaseLogger): void {
  deps.queue.handle(DEADLINES_TASK, async (payload) => {
    // A late run (no server was up at its hour) does what is due now: every rule reads the clock.
    const result = await runApplicationDeadlines(deps, new Date());
    log.info({ hour: payload.hour, ...result }, 'applications: deadlines run done');
  });
}
