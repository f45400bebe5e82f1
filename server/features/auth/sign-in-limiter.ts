import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';

// Repeated failed sign-ins for one e-mail are refused for a while. The count lives in the
// database, so the limit holds however many app servers run.
export const MAX_FAILED_SIGN_INS = 5;
export const FAILURE_WINDOW_MINUTES = 15;

export async function isSignInLocked(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, email));
  if (!row) return false;
  const windowEnds = row.windowStartedAt.getTime() + FAILURE_WINDOW_MINUTES * 60_000;
  return row.failures >= MAX_FAILED_SIGN_INS && Date.now() < windowEnds;
}

export async function recordFailedSignIn(db: Db, email: string): Promise<void> {
  const windowStart = sql`now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`;
  await db
    .insert(signInFailures)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        // A failure after the window has passed starts a new window.
        failures: sql`case when ${signInFailures.windowStartedAt} < ${windowStart} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${signInFailures.windowStartedAt} < ${windowStart} then now() else ${signInFailures.windowStartedAt} end`,
      },
    });
}

export async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
