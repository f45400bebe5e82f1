import crypto from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

function newUnsubscribeToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/**
 * One row per address (unique e-mail). A new address is inserted; one that unsubscribed earlier
 * is switched back on; a current subscriber is left alone. The insert ignores a conflict, so two
 * requests racing for the same new address cannot fail with a duplicate.
 */
/** What subscribing did; the API answers the same for each (see routes.ts). */
export type SubscribeOutcome = 'subscribed' | 'resubscribed' | 'already_subscribed';

export async function subscribe(db: DbOrTx, email: string): Promise<SubscribeOutcome> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  if (inserted.length > 0) return 'subscribed';

  const resubscribed = await db
    .update(newsletterSubscriptions)
    // A fresh token, so an unsubscribe link from before cannot end the new subscription.
    .set({ unsubscribedAt: null, unsubscribeToken: newUnsubscribeToken() })
    .where(and(eq(newsletterSubscriptions.email, email), isNotNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ id: newsletterSubscriptions.id });
  return resubscribed.length > 0 ? 'resubscribed' : 'already_subscribed';
}

/** Ends the subscription the token belongs to; false when no subscription has that token. */
export async function unsubscribeByToken(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id, unsubscribedAt: newsletterSubscriptions.unsubscribedAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  if (!row) return false;
  // Opening the link twice is fine: the first time counts.
  if (!row.unsubscribedAt) {
    await db.update(newsletterSubscriptions).set({ unsubscribedAt: new Date() }).where(eq(newsletterSubscriptions.id, row.id));
  }
  return true;
}

/** The token of an address, for the link in each newsletter e-mail (and for tests). */
export async function findUnsubscribeToken(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: newsletterSubscriptions.unsubscribeToken })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.token;
}

export async function countSubscribers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(newsletterSubscriptions).where(isNull(newsletterSubscriptions.unsubscribedAt));
  return Number(row?.value ?? 0);
}
