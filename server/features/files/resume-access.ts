import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { isVerifiedOrganisation } from '../../auth/verified-organisation';
import type { DbOrTx } from '../../db/client';
import { applications, institutionProfiles, isLiveApplication, jobs, schoolLinks } from '../../db/schema';

/**
 * Who may read a student's resume (docs/product/profiles.md#resume; docs/decisions/016): the
 * student, admins, an employer the student applied to, and the school that approved the student.
 * A school the student only asked for, or one that declined or removed them, may not; nor may an
 * employer or a school that FirstRung has not verified (pending, rejected, or its address not
 * confirmed), whatever applications or links it holds.
 */
export async function canReadResume(db: DbOrTx, viewer: SessionUser, studentUserId: string): Promise<boolean> {
  if (viewer.id === studentUserId || viewer.role === 'admin') return true;
  if (!(await isVerifiedOrganisation(db, viewer))) return false;
  if (viewer.role === 'employer') {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.studentId, studentUserId), eq(jobs.employerId, viewer.id), isLiveApplication))
      .limit(1);
    return rows.length > 0;
  }
  if (viewer.role === 'institution') {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(schoolLinks)
      .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolLinks.institutionId))
      .where(and(eq(schoolLinks.studentId, studentUserId), eq(schoolLinks.status, 'approved'), eq(institutionProfiles.userId, viewer.id)))
      .limit(1);
    return rows.length > 0;
  }
  return false;
}
