import { eq } from 'drizzle-orm';
import { PRIVACY_VERSION, TERMS_VERSION } from '@common/constants';
import type { DbOrTx } from '../../db/client';
import { consents, users } from '../../db/schema';

// The terms of use and the privacy notice an account accepted at sign-up
// (docs/product/accounts.md#consent-at-sign-up), each with its version, when and from where.

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
