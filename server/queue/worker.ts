import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { claimDueJobs, completeJob, deleteFinishedJobs, failJob, insertJob, type ClaimedJob, type EnqueueOptions } from './job-store';

/** What a job handler gets besides its payload. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  attempt: number;
  /** True on the last attempt: a handler records its own failure for good (an e-mail's status). */
  isLastAttempt: boolean;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface QueueSettings {
  /** Whether this server runs jobs (every server can enqueue). */
  runWorker: boolean;
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How long a claim holds before another server may take the job. */
  leaseMs: number;
  /** Jobs run side by side by one server. */
  concurrency: number;
}

/**
 * The durable queue (docs/decisions/021): jobs live in `background_jobs`, every app server can
 * enqueue, and each server's worker claims due jobs with `FOR UPDATE SKIP LOCKED`. Features
 * register the handler of each kind of job they enqueue (`handle`) when their routes are built.
 */
export interface JobQueue {
  handle(kind: string, handler: JobHandler): void;
  /**
   * Adds a job now, on its own, and wakes this server's worker; null when its dedupe key was taken.
   * A job that follows from a change is queued in the change's transaction instead:
   * `work.enqueue` in runUnitOfWork (server/db/unit-of-work.ts), which wakes the worker after the commit.
   */
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<string | null>;
  /** Looks for due jobs now instead of at the next poll (runUnitOfWork calls it after a commit that queued jobs). */
  nudge(): void;
  start(): void;
  /** Stops claiming and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** Runs every due job until none is left (tests and scripts; the worker does this on its own). */
  drain(): Promise<number>;
}

const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export function createJobQueue(db: Db, log: FastifyBaseLogger, settings: QueueSettings): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let polling = false;
  let currentPoll: Promise<number> = Promise.resolve(0);
  let pollAgain = false;
  let lastCleanup = 0;

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind);
    const isLastAttempt = job.attempt >= job.maxAttempts;
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind} on this server`);
      await handler(job.payload, { db, log, attempt: job.attempt, isLastAttempt });
      await completeJob(db, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJob(db, job, message.slice(0, 2000)).catch(() => 'unknown');
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempt, outcome, err: message }, 'background job failed');
    }
  }

  /** Claims and runs due jobs until none is due or the worker is full; one poll at a time. */
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
        const jobs = await claimDueJobs(db, room, settings.leaseMs);
        for (const job of jobs) {
          ran += 1;
          const promise = runJob(job).finally(() => {
            inFlight.delete(promise);
            // A slot came free: look for more at once rather than at the next poll.
            if (running) void poll();
          });
          inFlight.add(promise);
        }
        if (jobs.length === room) pollAgain = true;
      } while (pollAgain && (running || ran === 0));
      if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = Date.now();
        await deleteFinishedJobs(db, new Date(Date.now() - KEEP_FINISHED_MS));
      }
    } catch (error) {
      // The database may be away for a moment (docs/decisions/014): the next poll tries again.
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'background jobs: could not claim');
    } finally {
      polling = false;
    }
    return ran;
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
      if (handlers.has(kind)) throw new Error(`Two handlers for background jobs of kind ${kind}`);
      handlers.set(kind, handler);
    },
    async enqueue(kind, payload, options) {
      // One statement, committed as it returns: the worker can find the job at once.
      const id = await insertJob(db, kind, payload, options);
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
    async drain() {
      let total = 0;
      for (;;) {
        await currentPoll;
        const ran = await poll();
        await Promise.allSettled([...inFlight]);
        total += ran;
        if (ran === 0 && !polling && inFlight.size === 0) return total;
      }
    },
  };
}
