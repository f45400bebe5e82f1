import crypto from 'node:crypto';
import { and, asc, count, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Language } from '@common/languages';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';
import { mailLanguageOf } from '../../mail/mail-language';

// One row per address (unique e-mail), in one of three states (docs/decisions/024):
// - waiting: confirmed_at null, a confirm_token mailed to the address (or none yet, for an address
//   stored before double opt-in existed);
// - subscribed: confirmed_at set, unsubscribed_at null; the only state that receives issues;
// - unsubscribed: unsubscribed_at set (it may wait for a new confirmation too).

function newToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** A subscriber receives issues: confirmed and not unsubscribed since. */
const isSubscribed = sql`(${newsletterSubscriptions.confirmedAt} is not null and ${newsletterSubscriptions.unsubscribedAt} is null)`;

/**
 * Someone asked for the newsletter at `email`, in `language` (its e-mails' language from now on,
 * also for an address already waiting). Returns the confirm token to mail, or null when the
 * address is already subscribed (nothing to confirm). A new address is inserted waiting; one
 * waiting keeps its token (so every confirm e-mail sent to it works); one that unsubscribed
 * waits for a new confirmation, still unsubscribed until then. The insert ignores a conflict and
 * the update is one statement, so two requests racing for one address cannot fail or diverge.
 */
export async function requestSubscription(db: DbOrTx, email: string, language: Language): Promise<string | null> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, unsubscribeToken: newToken(), confirmToken: newToken(), language })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ confirmToken: newsletterSubscriptions.confirmToken });
  if (inserted[0]?.confirmToken) return inserted[0].confirmToken;

  const [waiting] = await db
    .update(newsletterSubscriptions)
    .set({ confirmToken: sql`coalesce(${newsletterSubscriptions.confirmToken}, ${newToken()})`, language })
    .where(and(eq(newsletterSubscriptions.email, email), not(isSubscribed)))
    .returning({ confirmToken: newsletterSubscriptions.confirmToken });
  return waiting?.confirmToken ?? null;
}

/**
 * Confirms the subscription the token belongs to; false when no subscription waits with that
 * token (unknown, or used already: the token is cleared). A fresh unsubscribe token comes with
 * it, so an unsubscribe link from an earlier subscription cannot end this one.
 */
export async function confirmSubscription(db: DbOrTx, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: new Date(), unsubscribedAt: null, confirmToken: null, unsubscribeToken: newToken() })
    .where(eq(newsletterSubscriptions.confirmToken, token))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
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

/** The unsubscribe token of an address (tests; each issue carries its subscriber's). */
export async function findUnsubscribeToken(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: newsletterSubscriptions.unsubscribeToken })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.token;
}

/** Confirmed subscribers, and addresses waiting for their confirmation (not unsubscribed). */
export async function countSubscribers(db: DbOrTx): Promise<{ subscribers: number; unconfirmed: number }> {
  const [row] = await db
    .select({
      subscribers: count(sql`case when ${newsletterSubscriptions.confirmedAt} is not null then 1 end`),
      unconfirmed: count(sql`case when ${newsletterSubscriptions.confirmedAt} is null then 1 end`),
    })
    .from(newsletterSubscriptions)
    .where(isNull(newsletterSubscriptions.unsubscribedAt));
  return { subscribers: Number(row?.subscribers ?? 0), unconfirmed: Number(row?.unconfirmed ?? 0) };
}

export interface SubscriberRow {
  id: string;
  email: string;
  unsubscribeToken: string;
  language: Language;
}

/** The next `limit` subscribers after `afterId`, in id order: one batch of an issue's sending. */
export async function listSubscribersBatch(db: DbOrTx, afterId: string | null, limit: number): Promise<SubscriberRow[]> {
  const rows = await db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
      language: newsletterSubscriptions.language,
    })
    .from(newsletterSubscriptions)
    .where(afterId ? and(isSubscribed, gt(newsletterSubscriptions.id, afterId)) : isSubscribed)
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, language: mailLanguageOf(row.language) }));
}
