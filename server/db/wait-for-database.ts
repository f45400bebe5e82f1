import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { isConnectionError } from './errors';

/**
 * How long a read that lost its connection waits for the database to answer again before its one
 * retry (docs/decisions/014): a PostgreSQL restart takes about 3 seconds, a failover a few more.
 */
export const DATABASE_RECONNECT_WAIT_MS = 5_000;
const POLL_MS = 200;

const waits = new WeakMap<object, Promise<void>>();

/**
 * Resolves once `select 1` succeeds, or after `timeoutMs` (the retry then fails and is answered 503).
 * Every request that lost its connection at the same moment shares one wait.
 */
export function waitForDatabase(db: Db, timeoutMs = DATABASE_RECONNECT_WAIT_MS): Promise<void> {
  const pending = waits.get(db);
  if (pending) return pending;
  const wait = (async () => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        await db.execute(sql`select 1`);
        return;
      } catch (error) {
        if (!isConnectionError(error) || Date.now() + POLL_MS > deadline) return;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
  })().finally(() => waits.delete(db));
  waits.set(db, wait);
  return wait;
}
