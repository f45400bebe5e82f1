import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { backgroundJobs } from '../db/schema';

/** A job as a worker holds it while running it. */
export interface ClaimedJob {
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
  /** Enqueueing the same key again adds nothing: one job per key, ever (docs/decisions/021). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job; inside the caller's transaction when given one, so the job exists exactly when
 * what it follows from was committed. Returns the new id, or null when the dedupe key was taken.
 */
export async function insertJob(db: DbOrTx, kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<string | null> {
  const rows = await db
    .insert(backgroundJobs)
    .values({
      kind,
      payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: backgroundJobs.dedupeKey })
    .returning({ id: backgroundJobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Claims up to `limit` due jobs for this worker in one statement: waiting jobs whose time has
 * come, and running jobs whose claim lapsed (their server stopped mid-job). `SKIP LOCKED` lets
 * two servers claim at once without ever taking the same job; the lease keeps it theirs.
 */
export async function claimDueJobs(db: DbOrTx, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        inArray(backgroundJobs.status, ['queued', 'running']),
        lte(backgroundJobs.runAt, sql`now()`),
        or(eq(backgroundJobs.status, 'queued'), lt(backgroundJobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(backgroundJobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(backgroundJobs)
    .set({
      status: 'running',
      attempts: sql`${backgroundJobs.attempts} + 1`,
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(backgroundJobs.id, due))
    .returning({
      id: backgroundJobs.id,
      kind: backgroundJobs.kind,
      payload: backgroundJobs.payload,
      attempt: backgroundJobs.attempts,
      maxAttempts: backgroundJobs.maxAttempts,
    });
  return rows;
}

/** Done: only if this claim still holds it (a lapsed claim that another server took is theirs now). */
export async function completeJob(db: DbOrTx, job: ClaimedJob): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
    .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.status, 'running'), eq(backgroundJobs.attempts, job.attempt)));
}

/** Waits between attempts: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60 * 1000);
}

/** A failed attempt: queued again after a growing wait, or failed for good after the last. */
export async function failJob(db: DbOrTx, job: ClaimedJob, error: string): Promise<'retrying' | 'failed'> {
  const finalAttempt = job.attempt >= job.maxAttempts;
  await db
    .update(backgroundJobs)
    .set(
      finalAttempt
        ? { status: 'failed', finishedAt: new Date(), lockedUntil: null, lastError: error }
        : { status: 'queued', runAt: new Date(Date.now() + retryDelayMs(job.attempt)), lockedUntil: null, lastError: error },
    )
    .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.status, 'running'), eq(backgroundJobs.attempts, job.attempt)));
  return finalAttempt ? 'failed' : 'retrying';
}

/** An admin's "try again" on a failed job. */
export async function retryFailedJob(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ status: 'queued', runAt: new Date(), attempts: 0, finishedAt: null })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'failed')))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/** Finished jobs are kept a while for admins, then deleted (failed ones are kept until retried). */
export async function deleteFinishedJobs(db: DbOrTx, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(backgroundJobs)
    .where(and(eq(backgroundJobs.status, 'done'), sql`${backgroundJobs.finishedAt} < ${olderThan.toISOString()}`))
    .returning({ id: backgroundJobs.id });
  return rows.length;
}
