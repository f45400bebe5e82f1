import { cancelQueuedTask, insertTask, insertTasks, retryFailedTask, type EnqueueOptions } from '../queue/task-store';
import type { TaskQueue } from '../queue/worker';
import type { Db, Tx } from './client';

/**
 * One transaction as a feature writes in it: the transaction for its repository functions, and the
 * queue's writes bound to it. A task queued here exists exactly when the change it follows from was
 * committed (docs/decisions/021), and the unit remembers that it queued one.
 */
export interface UnitOfWork {
  /** The transaction: what repository functions are given. */
  readonly tx: Tx;
  /** Adds a background task in this transaction; null when its dedupe key was taken (nothing added). */
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<string | null>;
  /** Adds many tasks of one kind in one statement, without dedupe keys (a batch's e-mails); answers how many. */
  enqueueMany(kind: string, payloads: readonly Record<string, unknown>[]): Promise<number>;
  /** Puts a failed task back in the queue (an admin's "Try again"); false when it had not failed. */
  retryFailedTask(id: string): Promise<boolean>;
  /** Takes back a task queued for later that has not started, by its dedupe key (server/queue/undo-window.ts). */
  cancel(dedupeKey: string): Promise<boolean>;
}

/** What runUnitOfWork needs of the app (app.deps, or a task handler's db and queue). */
export interface UnitOfWorkDeps {
  db: Db;
  queue: Pick<TaskQueue, 'nudge'>;
}

/**
 * The one way to write data that may queue background work: runs `work` in one transaction and,
 * once it has committed, wakes this server's worker if the work queued a task (or put one back),
 * so the task runs now rather than at the worker's next poll. Nothing is woken when the work throws
 * (the transaction, and its tasks, were rolled back) or queued nothing.
 *
 * Why a helper: a task queued inside a transaction is invisible to the worker until the commit, so
 * waking the worker is after-commit work. Written by hand after each transaction it was easy to
 * forget (the task then waited for the next poll) or to do too early. The mailer and notify queue
 * only through a UnitOfWork, so a task can no longer be queued in a transaction nobody wakes the
 * queue after. Outside a transaction, `queue.enqueue` wakes the worker itself.
 */
export async function runUnitOfWork<T>(deps: UnitOfWorkDeps, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  let queued = false;
  const result = await deps.db.transaction((tx) =>
    work({
      tx,
      async enqueue(kind, payload, options) {
        const id = await insertTask(tx, kind, payload, options);
        if (id) queued = true;
        return id;
      },
      async enqueueMany(kind, payloads) {
        const count = await insertTasks(tx, kind, payloads);
        if (count > 0) queued = true;
        return count;
      },
      async retryFailedTask(id) {
        const retried = await retryFailedTask(tx, id);
        if (retried) queued = true;
        return retried;
      },
      cancel: (dedupeKey) => cancelQueuedTask(tx, dedupeKey),
    }),
  );
  if (queued) deps.queue.nudge();
  return result;
}

/**
 * The hourly runs' batches (applications' deadlines and offers, placements' dates and reminders, their
 * hours and their closure): `handle` takes up to `batchSize` rows, locked FOR UPDATE SKIP LOCKED, and
 * changes them so that they no longer match (or moves a cursor past them); each batch is a unit of work of its own, batch after batch, until one comes back
 * short. A backlog does not make one huge transaction. Returns how many rows were handled.
 */
export async function inBatches(deps: UnitOfWorkDeps, batchSize: number, handle: (work: UnitOfWork) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await runUnitOfWork(deps, handle);
    total += done;
    if (done < batchSize) return total;
  }
}
