import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PLACEMENT_REMINDER_HOURS, PLACEMENT_SIGNATURE_REMINDERS } from '@common/constants';
import type { SignerParty } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import { placements, placementSignatures } from '../../db/schema';
import { inBatches, type UnitOfWork } from '../../db/unit-of-work';
import { queueThisAndNextPeriod } from '../../queue/hourly-schedule';
import type { TaskQueue } from '../../queue/worker';
import { notifyPlacementStep, type PlacementParty } from '../notifications/placement-triggers';
import { runClosureSchedule, type ClosureScheduleResult } from '../placement-closure/closure-schedule-run';
import { runHoursSchedule, type HoursScheduleResult } from '../placement-hours/hours-schedule-run';
import { sendSignatureReminder, tellSignatureOverdue, type PendingSignature } from './signature-reminders';
import { workplaceTodaySql } from './workplace-calendar';

// Placements over time, the hourly run (docs/product/placements.md#reminders-and-the-dates): a signed
// placement becomes active on its start date and completed the day after its end date (days of the
// workplace's calendar: workplace-calendar.ts), every party told; a party that has not signed is
// reminded every PLACEMENT_REMINDER_HOURS, PLACEMENT_SIGNATURE_REMINDERS times at most, then the school
// is told. One task per UTC hour, `placements.schedule:<hour>`, queued by every app server (the dedupe
// key makes it one), as the applications' deadlines (deadlines.ts): rows in batches, each in its own
// transaction, locked FOR UPDATE SKIP LOCKED, and each notice with its own dedupe key, so a doubled or
// retried run tells nobody twice.

export const PLACEMENT_SCHEDULE_TASK = 'placements.schedule';
const HOUR_MS = 60 * 60 * 1000;
/** Rows per transaction. */
const BATCH_SIZE = 200;
const ACCOUNT_PARTIES: readonly PlacementParty[] = ['student', 'employer', 'institution'];

const utcHour = (date: Date) => date.toISOString().slice(0, 13);

/** Adds the run of `hour` (once, ever, whoever asks), due at the start of that hour. */
export function enqueuePlacementScheduleRun(queue: TaskQueue, hour: string): Promise<string | null> {
  return queue.enqueue(PLACEMENT_SCHEDULE_TASK, { hour }, { runAt: new Date(`${hour}:00:00.000Z`), dedupeKey: `${PLACEMENT_SCHEDULE_TASK}:${hour}` });
}

export interface PlacementScheduleResult extends HoursScheduleResult, ClosureScheduleResult {
  started: number;
  completed: number;
  reminded: number;
  overdue: number;
}

/**
 * Moves the placements in `from` whose `date` (a day of the agreement) is reached at their workplace
 * to `to`, and tells every party `step`. `reached`: the day compared with the workplace's today.
 */
function moveOnDate(deps: AppDeps, now: Date, move: { from: 'signed' | 'active'; to: 'active' | 'completed'; step: 'started' | 'completed' }) {
  const today = workplaceTodaySql(sql`${placements.terms}`, now);
  // Active from the start date itself; completed once the end date is over (the day after it).
  const reached =
    move.from === 'signed' ? sql`(${placements.terms} ->> 'startDate')::date <= ${today}` : sql`(${placements.terms} ->> 'endDate')::date < ${today}`;
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await work.tx
      .select({ id: placements.id })
      .from(placements)
      .where(and(eq(placements.status, move.from), reached))
      .orderBy(asc(placements.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    await work.tx.update(placements).set({ status: move.to }).where(inArray(placements.id, ids));
    for (const id of ids) await notifyPlacementStep(deps, id, move.step, ACCOUNT_PARTIES, work);
    return rows.length;
  });
}

/** The pending signatures of the version out for signature, locked, matching `where`. */
function pendingSignatures(work: UnitOfWork, where: ReturnType<typeof and>) {
  return work.tx
    .select({
      id: placementSignatures.id,
      placementId: placementSignatures.placementId,
      version: placementSignatures.version,
      party: placementSignatures.party,
      remindersSent: placementSignatures.remindersSent,
      institutionId: placements.institutionId,
    })
    .from(placementSignatures)
    .innerJoin(placements, and(eq(placements.id, placementSignatures.placementId), eq(placements.version, placementSignatures.version)))
    .where(and(eq(placementSignatures.status, 'pending'), eq(placements.status, 'signing'), where))
    .orderBy(asc(placementSignatures.createdAt), asc(placementSignatures.id))
    .limit(BATCH_SIZE)
    .for('update', { of: placementSignatures, skipLocked: true });
}

const asPending = (row: { id: string; placementId: string; version: number; party: SignerParty; remindersSent: number }): PendingSignature => row;

/** A day since it was asked, or since its last reminder, and fewer than the most: the next reminder. */
function remind(deps: AppDeps, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - PLACEMENT_REMINDER_HOURS * HOUR_MS);
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await pendingSignatures(
      work,
      and(
        lt(placementSignatures.remindersSent, PLACEMENT_SIGNATURE_REMINDERS),
        sql`coalesce(${placementSignatures.lastRemindedAt}, ${placementSignatures.createdAt}) <= ${dayAgo.toISOString()}::timestamptz`,
      ),
    );
    for (const row of rows) await sendSignatureReminder(deps, work, asPending(row), now);
    return rows.length;
  });
}

/** A day after the last reminder, still not signed: the school (or the employer) is told, once. */
function tellOverdue(deps: AppDeps, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - PLACEMENT_REMINDER_HOURS * HOUR_MS);
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await pendingSignatures(
      work,
      and(
        gte(placementSignatures.remindersSent, PLACEMENT_SIGNATURE_REMINDERS),
        isNull(placementSignatures.overdueToldAt),
        lte(placementSignatures.lastRemindedAt, dayAgo),
      ),
    );
    for (const row of rows) await tellSignatureOverdue(deps, work, asPending(row), row.institutionId !== null, now);
    return rows.length;
  });
}

/**
 * Everything due at `now` (the task's handler; tests call it with a moved clock). Starts before ends,
 * so a placement signed after its end date (a late signature) is started, then completed, in one run;
 * the overdue notices before the reminders, so a third reminder and its overdue notice never go together.
 * Then the hours (the supervisors' e-mails, after the moves so a placement just completed gets its final
 * one) and the end of placements (docs/product/placement-hours.md).
 */
export async function runPlacementSchedule(deps: AppDeps, now: Date): Promise<PlacementScheduleResult> {
  const started = await moveOnDate(deps, now, { from: 'signed', to: 'active', step: 'started' });
  const completed = await moveOnDate(deps, now, { from: 'active', to: 'completed', step: 'completed' });
  const overdue = await tellOverdue(deps, now);
  const reminded = await remind(deps, now);
  const hours = await runHoursSchedule(deps, now);
  const closure = await runClosureSchedule(deps, now);
  return { started, completed, reminded, overdue, ...hours, ...closure };
}

/** Started by every app server (server/main.ts): queues this hour's and the next hour's runs, now and every hour. */
export function startPlacementScheduleScheduler(queue: TaskQueue, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  return queueThisAndNextPeriod(
    (instant) => enqueuePlacementScheduleRun(queue, utcHour(instant)),
    HOUR_MS,
    log,
    'placements: could not queue the hourly schedule run',
    now,
  );
}

/** The task's handler, registered with the placements' routes (remind-route.ts). */
export function registerPlacementScheduleTask(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.queue.handle(PLACEMENT_SCHEDULE_TASK, async (payload) => {
    // A late run (no server was up at its hour) does what is due now: every rule reads the clock.
    const result = await runPlacementSchedule(deps, new Date());
    log.info({ hour: payload.hour, ...result }, 'placements: schedule run done');
  });
}
