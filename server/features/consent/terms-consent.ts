import { and, eq, or } from 'drizzle-orm';
import { PRIVACY_VERSION, TERMS_VERSION } from '@common/constants';
import type { TermsAcceptance, TermsAcceptanceBody } from '@common/contracts/consent';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { consents, users } from '../../db/schema';

// The terms of use and the privacy notice an account accepted at sign-up, or later when it had not
// accepted the current versions (docs/product/accounts.md#consent-at-sign-up), each with its
// version, when and from where.

/**
 * Records that `userId` accepted the current terms and privacy notice, if that account exists.
 * Sign-up answers a known address as it answers a new one, with a made-up id for the known one
 * (docs/decisions/022): nothing is recorded then, so nobody's consent is written by someone else's
 * sign-up. Accepting a version twice keeps the first record.
 */
export async function recordTermsAccepted(db: DbOrTx, userId: string, ipAddress: string | null, now: Date = new Date()): Promise<boolean> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account) return false;
  await db
    .insert(consents)
    .values([
      { userId, kind: 'terms', version: TERMS_VERSION, acceptedAt: now, ipAddress },
      { userId, kind: 'privacy', version: PRIVACY_VERSION, acceptedAt: now, ipAddress },
    ])
    .onConflictDoNothing();
  return true;
}

/** The account's rows for the current versions of both texts: two once both are accepted. */
const currentVersionRows = (db: DbOrTx, userId: string) =>
  db
    .select({ kind: consents.kind, acceptedAt: consents.acceptedAt })
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        or(
          and(eq(consents.kind, 'terms'), eq(consents.version, TERMS_VERSION)),
          and(eq(consents.kind, 'privacy'), eq(consents.version, PRIVACY_VERSION)),
        ),
      ),
    );

/** Whether the account has accepted the current terms and privacy notice (the current user's termsAccepted). */
export async function hasAcceptedCurrentTerms(db: DbOrTx, userId: string): Promise<boolean> {
  return (await currentVersionRows(db, userId)).length === 2;
}

/**
 * The signed-in user accepts the texts the dialog showed. Versions other than the current ones are
 * refused (409): the texts changed since the page loaded, and nobody accepts a text they did not see.
 * The answer's time is the terms' record, the first one if they were accepted before.
 */
export async function acceptCurrentTerms(db: DbOrTx, userId: string, body: TermsAcceptanceBody, ipAddress: string | null): Promise<TermsAcceptance> {
  if (body.termsVersion !== TERMS_VERSION || body.privacyVersion !== PRIVACY_VERSION) throw new AppError('CONFLICT', 'consent.termsVersionOutdated');
  await recordTermsAccepted(db, userId, ipAddress);
  const rows = await currentVersionRows(db, userId);
  const terms = rows.find((row) => row.kind === 'terms');
  return { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION, acceptedAt: (terms?.acceptedAt ?? new Date()).toISOString() };
}
