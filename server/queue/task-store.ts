import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { backgroundTasks } from '../db/schema';

/** A task as a worker holds it while running it. */
export interface ClaimedTask {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface EnqueueOptions {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** Enqueueing the same key again adds nothing: one task per key, ever (docs/decisions/021). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a task; inside the caller's transaction when given one, so the task exists exactly when
 * what it follows from was committed. Returns the new id, or null when the dedupe key was taken.
 */
export async function insertTask(db: DbOrTx, kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<string | null> {
  const rows = await db
    .insert(backgroundTasks)
    .values({
      kind,
      payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: backgroundTasks.dedupeKey })
    .returning({ id: backgroundTasks.id });
  return rows[0]?.id ?? null;
}

/** Many tasks of one kind in one statement, none with a dedupe key (a batch's e-mails); answers how many. */
export async function insertTasks(db: DbOrTx, kind: string, payloads: readonly Record<string, unknown>[]): Promise<number> {
  if (payloads.length === 0) return 0;
  const rows = await db
    .insert(backgroundTasks)
    .values(payloads.map((payload) => ({ kind, payload })))
    .returning({ id: backgroundTasks.id });
  return rows.length;
}

/**
 * Claims up to `limit` due tasks for this worker in one statement: waiting tasks whose time has
 * come, and running tasks whose claim lapsed (their server stopped mid-task). `SKIP LOCKED` lets
 * two servers claim at once without ever taking the same task; the lease keeps it theirs.
 */
export async function claimDueTasks(db: DbOrTx, limit: number, leaseMs: number, kinds?: readonly string[]): Promise<ClaimedTask[]> {
  const due = db
    .select({ id: backgroundTasks.id })
    .from(backgroundTasks)
    .where(
      and(
        inArray(backgroundTasks.status, ['queued', 'running']),
        kinds ? inArray(backgroundTasks.kind, [...kinds]) : undefined,
        lte(backgroundTasks.runAt, sql`now()`),
        or(eq(backgroundTasks.status, 'queued'), lt(backgroundTasks.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(backgroundTasks.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(backgroundTasks)
    .set({
      status: 'running',
      attempts: sql`${backgroundTasks.attempts} + 1`,
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(backgroundTasks.id, due))
    .returning({
      id: backgroundTasks.id,
      kind: backgroundTasks.kind,
      payload: backgroundTasks.payload,
      attempt: backgroundTasks.attempts,
      maxAttempts: backgroundTasks.maxAttempts,
    });
  return rows;
}

/** Done: only if this claim still holds it (a lapsed claim that another server took is theirs now). */
export async function completeTask(db: DbOrTx, task: ClaimedTask): Promise<void> {
  await db
    .update(backgroundTasks)
    .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
    .where(and(eq(backgroundTasks.id, task.id), eq(backgroundTasks.status, 'running'), eq(backgroundTasks.attempts, task.attempt)));
}

/** Waits between attempts: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60 * 1000);
}

/** A failed attempt: queued again after a growing wait, or failed for good after the last. */
export async function failTask(db: DbOrTx, task: ClaimedTask, error: string): Promise<'retrying' | 'failed'> {
  const finalAttempt = task.attempt >= task.maxAttempts;
  await db
    .update(backgroundTasks)
    .set(
      finalAttempt
        ? { status: 'failed', finishedAt: new Date(), lockedUntil: null, lastError: error }
        : { status: 'queued', runAt: new Date(Date.now() + retryDelayMs(task.attempt)), lockedUntil: null, lastError: error },
    )
    .where(and(eq(backgroundTasks.id, task.id), eq(backgroundTasks.status, 'running'), eq(backgroundTasks.attempts, task.attempt)));
  return finalAttempt ? 'failed' : 'retrying';
}

/**
 * Takes back a task that has not started (an undone change's announcement): deletes the waiting
 * task with this dedupe key. False when there is none waiting (it ran, is running, or never was);
 * the key then stays taken, as the task once existed.
 */
export async function cancelQueuedTask(db: DbOrTx, dedupeKey: string): Promise<boolean> {
  const rows = await db
    .delete(backgroundTasks)
    .where(and(eq(backgroundTasks.dedupeKey, dedupeKey), eq(backgroundTasks.status, 'queued')))
    .returning({ id: backgroundTasks.id });
  return rows.length > 0;
}

/** An admin's "try again" on a failed task. */
export async function retryFailedTask(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(backgroundTasks)
    .set({ status: 'queued', runAt: new Date(), attempts: 0, finishedAt: null })
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.status, 'failed')))
    .returning({ id: backgroundTasks.id });
  return rows.length > 0;
}

/** Finished tasks are kept a while for admins, then deleted (failed ones are kept until retried). */
export async function deleteFinishedTasks(db: DbOrTx, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(backgroundTasks)
    .where(and(eq(backgroundTasks.status, 'done'), sql`${backgroundTasks.finishedAt} < ${olderThan.toISOString()}`))
    .returning({ id: backgroundTasks.id });
  return rows.length;
}
