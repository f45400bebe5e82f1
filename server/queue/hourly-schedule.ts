import type { FastifyBaseLogger } from 'fastify';

/** How often each server makes sure the day's scheduled tasks are queued. */
const SCHEDULE_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs `queueToday` now and every hour on every app server (server/main.ts). The tasks it queues
 * carry a dedupe key per day, so many servers asking queue one task; a server started after the
 * hour still queues a run that is due, so a day is not skipped because no server was up then.
 */
export function queueEveryHour(queueToday: () => Promise<unknown>, log: FastifyBaseLogger, failure: string) {
  const schedule = async () => {
    try {
      await queueToday();
    } catch (error) {
      // The database may be away for a moment (docs/decisions/014): the next hour tries again.
      log.warn({ err: error instanceof Error ? error.message : String(error) }, failure);
    }
  };
  void schedule();
  const timer = setInterval(() => void schedule(), SCHEDULE_EVERY_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}

/**
 * queueEveryHour for a task run once a period (an hour, a day): queues the run of the period `now`
 * falls in and of the next one, so the next run is waiting before its period begins even if no
 * server is up then. `enqueueRunOf` adds the run of the period an instant falls in (its dedupe key
 * makes it one task however often it is asked).
 */
export function queueThisAndNextPeriod(
  enqueueRunOf: (instant: Date) => Promise<unknown>,
  periodMs: number,
  log: FastifyBaseLogger,
  failure: string,
  now: () => Date = () => new Date(),
) {
  return queueEveryHour(
    async () => {
      const instant = now();
      await enqueueRunOf(instant);
      await enqueueRunOf(new Date(instant.getTime() + periodMs));
    },
    log,
    failure,
  );
}
