import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { employerProfiles, institutionProfiles } from '../db/schema';
import type { SessionUser } from './session';

/**
 * Whether a school or an employer may receive students' data (docs/security.md, "Schools and
 * employers are verified before students meet them"): its profile verified by an admin and its
 * account's e-mail address confirmed. One rule for the declarations' `access.verifiedOrganisation`
 * (server/http/register-endpoint.ts) and for the checks that depend on the file asked for (a
 * resume, a photo, a student's document), so a pending, rejected or unconfirmed organisation gets
 * nothing of a student anywhere. Anyone else (students, admins) is not an organisation: false.
 */
export async function isVerifiedOrganisation(db: DbOrTx, user: Pick<SessionUser, 'id' | 'role' | 'emailVerified'>): Promise<boolean> {
  if (!user.emailVerified) return false;
  const table = user.role === 'employer' ? employerProfiles : user.role === 'institution' ? institutionProfiles : null;
  if (!table) return false;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(and(eq(table.userId, user.id), eq(table.verificationStatus, 'verified')))
    .limit(1);
  return rows.length > 0;
}
