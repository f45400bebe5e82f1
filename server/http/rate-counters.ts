import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateCounters } from '../db/schema';

// Counters shared by every app server (docs/decisions/018). Each hit is ONE statement, an
// `insert ... on conflict do update ... returning`: PostgreSQL locks the row while it decides, so
// parallel requests each take their own slot and none can slip in between a read and a write.
// Times are the database's clock (now()), the one clock all app servers share.

/** At most `max` requests per fixed window of `windowSeconds`, per key. */
export interface FixedWindowLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Growing delays: `freeAttempts` in a row go through at once; after that each attempt must wait
 * `firstDelaySeconds`, doubled for every further attempt, at most `maxDelaySeconds`, after the
 * previous one. A key quiet for `forgetAfterSeconds` starts again from zero.
 */
export interface ThrottlePolicy {
  freeAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

export interface HitResult {
  allowed: boolean;
  /** When refused: whole seconds until a try can succeed (at least 1). */
  retryAfterSeconds: number;
}

/** Rows untouched for a day are of no use to any window or policy (all are shorter). */
const FORGET_ROWS_AFTER_SECONDS = 24 * 60 * 60;
/** One hit in this many also sweeps old rows: cheap (indexed on last_hit_at) and needs no timer. */
const SWEEP_ONE_HIT_IN = 200;

const seconds = (value: number) => sql`make_interval(secs => ${value})`;

async function sweepSometimes(db: DbOrTx): Promise<void> {
  if (Math.random() * SWEEP_ONE_HIT_IN >= 1) return;
  await db.delete(rateCounters).where(lt(rateCounters.lastHitAt, sql`now() - ${seconds(FORGET_ROWS_AFTER_SECONDS)}`));
}

/** Counts one request against a fixed window; refused once the window holds more than `max`. */
export async function hitFixedWindow(db: DbOrTx, scope: string, key: string, limit: FixedWindowLimit): Promise<HitResult> {
  await sweepSometimes(db);
  const expired = sql`${rateCounters.windowStartedAt} <= now() - ${seconds(limit.windowSeconds)}`;
  const [row] = await db
    .insert(rateCounters)
    .values({ scope, key, hits: 1 })
    .onConflictDoUpdate({
      target: [rateCounters.scope, rateCounters.key],
      set: {
        hits: sql`case when ${expired} then 1 else ${rateCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateCounters.windowStartedAt} end`,
        lastHitAt: sql`now()`,
      },
    })
    .returning({
      hits: rateCounters.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateCounters.windowStartedAt} + ${seconds(limit.windowSeconds)} - now())))::int`,
    });
  const hits = row?.hits ?? 1;
  return { allowed: hits <= limit.max, retryAfterSeconds: Math.max(1, Number(row?.secondsLeft ?? limit.windowSeconds)) };
}

/** The wait the policy asks after `hits` counted attempts, as SQL over the row's columns. */
function requiredDelay(policy: ThrottlePolicy) {
  return sql`make_interval(secs => least(${policy.firstDelaySeconds} * power(2, ${rateCounters.hits} - ${policy.freeAttempts}), ${policy.maxDelaySeconds}))`;
}

/**
 * Takes an attempt slot under a growing-delay policy. The slot is counted BEFORE the caller does
 * the expensive or guessable part (checking a password), so parallel attempts each take a slot and
 * are refused as soon as the slots run out. A refused attempt is not counted: waiting is enough.
 */
export async function takeThrottledSlot(db: DbOrTx, scope: string, key: string, policy: ThrottlePolicy): Promise<HitResult> {
  await sweepSometimes(db);
  const forgotten = sql`${rateCounters.lastHitAt} <= now() - ${seconds(policy.forgetAfterSeconds)}`;
  const taken = await db
    .insert(rateCounters)
    .values({ scope, key, hits: 1 })
    .onConflictDoUpdate({
      target: [rateCounters.scope, rateCounters.key],
      set: {
        hits: sql`case when ${forgotten} then 1 else ${rateCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${forgotten} then now() else ${rateCounters.windowStartedAt} end`,
        lastHitAt: sql`now()`,
      },
      setWhere: sql`${forgotten} or ${rateCounters.hits} < ${policy.freeAttempts} or ${rateCounters.lastHitAt} + ${requiredDelay(policy)} <= now()`,
    })
    .returning({ hits: rateCounters.hits });
  if (taken.length > 0) return { allowed: true, retryAfterSeconds: 0 };

  const [row] = await db
    .select({ secondsLeft: sql<number>`ceil(extract(epoch from (${rateCounters.lastHitAt} + ${requiredDelay(policy)} - now())))::int` })
    .from(rateCounters)
    .where(and(eq(rateCounters.scope, scope), eq(rateCounters.key, key)));
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.secondsLeft ?? policy.firstDelaySeconds)) };
}

/** Gives one slot back (an attempt that turned out fine, or that another limit refused). */
export async function releaseSlot(db: DbOrTx, scope: string, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ hits: sql`greatest(${rateCounters.hits} - 1, 0)` })
    .where(and(eq(rateCounters.scope, scope), eq(rateCounters.key, key)));
}

/** Forgets a key's count (a successful sign-in clears its own failures). */
export async function clearCounter(db: DbOrTx, scope: string, key: string): Promise<void> {
  await db.delete(rateCounters).where(and(eq(rateCounters.scope, scope), eq(rateCounters.key, key)));
}

/** A key's current count (tests and diagnostics). */
export async function readHits(db: DbOrTx, scope: string, key: string): Promise<number> {
  const [row] = await db
    .select({ hits: rateCounters.hits })
    .from(rateCounters)
    .where(and(eq(rateCounters.scope, scope), eq(rateCounters.key, key)));
  return row?.hits ?? 0;
}
