import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { stagingKey, type FileStorage } from '../../storage/storage';
import { deleteExpiredGrants } from './upload-grants-repository';

// Uploads that were never used up are deleted by a periodic sweep (docs/decisions/020): a grant
// and its staging file an hour after the grant expired, and the file of a grant never recorded
// (a resume whose profile save never came). Every server runs the sweep; the database's
// `delete ... returning` hands each grant to exactly one of them.

/** How long after its upload address expired a grant and its unrecorded file are kept (docs/product/constants.md). */
export const UNUSED_UPLOAD_GRACE_MS = 60 * 60 * 1000;
/** How often each server sweeps (docs/product/constants.md). */
export const UPLOAD_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 500;

export interface SweepResult {
  grants: number;
  files: number;
}

/** One sweep: deletes every grant expired before `now` minus the grace, and the files it leaves unused. */
export async function sweepUnusedUploads(db: Db, storage: FileStorage, now = new Date(), log?: FastifyBaseLogger): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS);
  const result: SweepResult = { grants: 0, files: 0 };
  for (;;) {
    const swept = await deleteExpiredGrants(db, cutoff, SWEEP_BATCH);
    result.grants += swept.length;
    for (const grant of swept) {
      // The staging copy is never needed once the address expired; the key itself only when it was
      // never recorded and no profile names it (a grant recorded before recorded_at existed).
      const keys = [stagingKey(grant.storageKey), ...(grant.recorded || grant.inUse ? [] : [grant.storageKey])];
      for (const key of keys) {
        if (!(await storage.exists(key))) continue;
        try {
          await storage.delete(key);
          result.files += 1;
        } catch (error) {
          log?.warn({ err: error, key }, 'upload sweep: could not delete a file');
        }
      }
    }
    if (swept.length < SWEEP_BATCH) return result;
  }
}

/** Sweeps now and every UPLOAD_SWEEP_INTERVAL_MS; `stop` waits for a sweep in progress. */
export function startUploadSweep(db: Db, storage: FileStorage, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sweepUnusedUploads(db, storage, new Date(), log)
      .then((result) => {
        if (result.grants > 0) log.info(result, 'upload sweep: deleted expired upload grants and unused files');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'upload sweep failed; the next one retries'));
  };
  run();
  const timer = setInterval(run, UPLOAD_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
