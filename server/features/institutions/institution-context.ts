import { eq } from 'drizzle-orm';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { institutionProfiles } from '../../db/schema';
import { forbidden } from '../../errors/app-error';

/**
 * The id of the signed-in institution's profile (the declaration already checked the role); an
 * institution without a profile cannot use its dashboard's routes (docs/product/schools.md).
 */
export async function requireInstitutionProfile(db: DbOrTx, auth: RequestAuth): Promise<string> {
  const institutionId = await findInstitutionIdOfUser(db, auth.user.id);
  if (!institutionId) throw forbidden('institutions.profileRequired');
  return institutionId;
}

/** The institution profile id of a user, or null. */
export async function findInstitutionIdOfUser(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: institutionProfiles.id }).from(institutionProfiles).where(eq(institutionProfiles.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** The id and name of an institution, for a student's view of its documents. */
export async function findInstitutionSummary(db: DbOrTx, institutionId: string) {
  const [row] = await db
    .select({ id: institutionProfiles.id, institutionName: institutionProfiles.institutionName })
    .from(institutionProfiles)
    .where(eq(institutionProfiles.id, institutionId))
    .limit(1);
  return row ?? null;
}
