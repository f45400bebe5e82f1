import { and, eq, lt } from 'drizzle-orm';
import { SESSION_IDLE_TIMEOUT_MS } from '@common/constants';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/**
 * A session's last use is written at most this often, so a busy user costs one small write a
 * minute, not one per request (docs/product/constants.md).
 */
export const SESSION_ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/**
 * The server's own inactivity limit (docs/product/accounts.md#inactivity). The browser logs out
 * after 5 idle minutes, but only while the page is open: on a shared school computer whose tab was
 * closed, the cookie would otherwise work for 7 days. A session unused for SESSION_IDLE_TIMEOUT_MS
 * (its `updated_at` is its last use) is ended here; one in use is marked used, at most once a minute.
 * Answers whether the session may be used.
 */
export async function keepSessionAlive(db: Db, session: { id: string; updatedAt: Date | string }, now = Date.now()): Promise<boolean> {
  const idleFor = now - new Date(session.updatedAt).getTime();
  if (idleFor > SESSION_IDLE_TIMEOUT_MS) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return false;
  }
  if (idleFor > SESSION_ACTIVITY_WRITE_INTERVAL_MS) {
    const current = new Date(now);
    // Only if no other request (or app server) has marked it in the last minute.
    await db
      .update(sessions)
      .set({ updatedAt: current })
      .where(and(eq(sessions.id, session.id), lt(sessions.updatedAt, new Date(now - SESSION_ACTIVITY_WRITE_INTERVAL_MS))));
  }
  return true;
}
