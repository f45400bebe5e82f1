import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { claimDueTasks, completeTask, deleteFinishedTasks, failTask, insertTask, type ClaimedTask, type EnqueueOptions } from './task-store';

/** What a task handler gets besides its payload. */
export interface TaskContext {
  db: Db;
  log: FastifyBaseLogger;
  attempt: number;
  /** True on the last attempt: a handler records its own failure for good (an e-mail's status). */
  isLastAttempt: boolean;
}

export type TaskHandler = (payload: Record<string, unknown>, context: TaskContext) => Promise<void>;

export interface QueueSettings {
  /** Whether this server runs tasks (every server can enqueue). */
  runWorker: boolean;
  /** How often an idle worker looks for due tasks. */
  pollMs: number;
  /** How long a claim holds before another server may take the task. */
  leaseMs: number;
  /** Tasks run side by side by one server. */
  concurrency: number;
}

/**
 * The durable queue (docs/decisions/021): tasks live in `background_tasks`, every app server can
 * enqueue, and each server's worker claims due tasks with `FOR UPDATE SKIP LOCKED`. Features
 * register the handler of each kind of task they enqueue (`handle`) when their routes are built.
 */
export interface TaskQueue {
  handle(kind: string, handler: TaskHandler): void;
  /**
   * Adds a task now, on its own, and wakes this server's worker; null when its dedupe key was taken.
   * A task that follows from a change is queued in the change's transaction instead:
   * `work.enqueue` in runUnitOfWork (server/db/unit-of-work.ts), which wakes the worker after the commit.
   */
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<string | null>;
  /** Looks for due tasks now instead of at the next poll (runUnitOfWork calls it after a commit that queued tasks). */
  nudge(): void;
  start(): void;
  /** Stops claiming and waits for the tasks in hand. */
  stop(): Promise<void>;
  /** Runs every due task until none is left (tests and scripts; the worker does this on its own). */
  drain(): Promise<number>;
  /**
   * Runs the due tasks of these kinds only, and those they make due, until none is left (tests: a
   * roster import's run without the 5,000 e-mails it queues, which stay queued to be counted).
   */
  drainKinds(kinds: readonly string[]): Promise<number>;
}

const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export function createTaskQueue(db: Db, log: FastifyBaseLogger, settings: QueueSettings): TaskQueue {
  const handlers = new Map<string, TaskHandler>();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let polling = false;
  let currentPoll: Promise<number> = Promise.resolve(0);
  let pollAgain = false;
  let lastCleanup = 0;
  let draining: Promise<number> | null = null;

  async function runTask(task: ClaimedTask): Promise<void> {
    const handler = handlers.get(task.kind);
    const isLastAttempt = task.attempt >= task.maxAttempts;
    try {
      if (!handler) throw new Error(`No handler for tasks of kind ${task.kind} on this server`);
      await handler(task.payload, { db, log, attempt: task.attempt, isLastAttempt });
      await completeTask(db, task);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failTask(db, task, message.slice(0, 2000)).catch(() => 'unknown');
      log.warn({ taskId: task.id, kind: task.kind, attempt: task.attempt, outcome, err: message }, 'background task failed');
    }
  }

  /** Claims and runs due tasks until none is due or the worker is full; one poll at a time. */
  function poll(): Promise<number> {
    if (polling) {
      pollAgain = true;
      return currentPoll.then(() => 0);
    }
    polling = true;
    currentPoll = pollOnce();
    return currentPoll;
  }

  async function pollOnce(): Promise<number> {
    let ran = 0;
    try {
      do {
        pollAgain = false;
        const room = settings.concurrency - inFlight.size;
        if (room <= 0) break;
        const tasks = await claimDueTasks(db, room, settings.leaseMs);
        for (const task of tasks) {
          ran += 1;
          const promise = runTask(task).finally(() => {
            inFlight.delete(promise);
            // A slot came free: look for more at once rather than at the next poll.
            if (running) void poll();
          });
          inFlight.add(promise);
        }
        if (tasks.length === room) pollAgain = true;
      } while (pollAgain && (running || ran === 0));
      if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = Date.now();
        await deleteFinishedTasks(db, new Date(Date.now() - KEEP_FINISHED_MS));
      }
    } catch (error) {
      // The database may be away for a moment (docs/decisions/014): the next poll tries again.
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'background tasks: could not claim');
    } finally {
      polling = false;
    }
    return ran;
  }

  /** Runs due tasks, and the tasks they make due, until none is due and none is running. */
  async function drainUntilIdle(): Promise<number> {
    let total = 0;
    for (;;) {
      await currentPoll;
      const ran = await poll();
      await Promise.allSettled([...inFlight]);
      total += ran;
      if (ran === 0 && !polling && inFlight.size === 0) return total;
    }
  }

  function nudge(): void {
    if (running) setImmediate(() => void poll());
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(() => {
      void poll().finally(schedule);
    }, settings.pollMs);
    timer.unref();
  }

  return {
    handle(kind, handler) {
      if (handlers.has(kind)) throw new Error(`Two handlers for background tasks of kind ${kind}`);
      handlers.set(kind, handler);
    },
    async enqueue(kind, payload, options) {
      // One statement, committed as it returns: the worker can find the task at once.
      const id = await insertTask(db, kind, payload, options);
      if (id) nudge();
      return id;
    },
    nudge,
    start() {
      if (running || !settings.runWorker) return;
      running = true;
      void poll();
      schedule();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
    async drainKinds(kinds) {
      let total = 0;
      for (;;) {
        const tasks = await claimDueTasks(db, settings.concurrency, settings.leaseMs, kinds);
        if (tasks.length === 0) return total;
        total += tasks.length;
        await Promise.all(tasks.map(runTask));
      }
    },
    async drain() {
      // One drain at a time: two drains side by side (two browser tests moving the clock at once)
      // each found the other's poll in progress and polled again, which kept the other polling, so
      // neither ever saw the queue idle. A second caller waits for the running drain, then drains.
      while (draining) await draining.catch(() => 0);
      draining = drainUntilIdle();
      try {
        return await draining;
      } finally {
        draining = null;
      }
    },
  };
}
