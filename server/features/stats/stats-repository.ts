import { count, eq } from 'drizzle-orm';
import type { PublicStats } from '@common/contracts/stats';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, jobs, studentProfiles } from '../../db/schema';

/** Active postings, employers with a profile, students with a profile. */
export async function getPublicStats(db: DbOrTx): Promise<PublicStats> {
  const [[active], [employers], [students]] = await Promise.all([
    db.select({ n: count() }).from(jobs).where(eq(jobs.isActive, true)),
    db.select({ n: count() }).from(employerProfiles),
    db.select({ n: count() }).from(studentProfiles),
  ]);
  return {
    activeOpportunities: active?.n ?? 0,
    employerPartners: employers?.n ?? 0,
    studentsConnected: students?.n ?? 0,
  };
}
