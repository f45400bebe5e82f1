import { and, count, eq, sql } from 'drizzle-orm';
import type { PublicStats } from '@common/contracts/stats';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, jobs, studentProfiles } from '../../db/schema';
import { deadlineNotPassed } from '../jobs/job-open';

/** Public postings (active, of a verified employer, deadline not passed), verified employers, students with a profile. */
export async function getPublicStats(db: DbOrTx): Promise<PublicStats> {
  const [[active], [employers], [students]] = await Promise.all([
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.isActive, true), sql`${jobs.employerVerified}`, deadlineNotPassed())),
    db.select({ n: count() }).from(employerProfiles).where(eq(employerProfiles.verificationStatus, 'verified')),
    db.select({ n: count() }).from(studentProfiles),
  ]);
  return {
    activeOpportunities: active?.n ?? 0,
    employerPartners: employers?.n ?? 0,
    studentsConnected: students?.n ?? 0,
  };
}
