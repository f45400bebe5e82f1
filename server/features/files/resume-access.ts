import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { applications, institutionProfiles, jobs } from '../../db/schema';

/**
 * Who may read a student's resume (docs/product/profiles.md#resume): the student, admins, an
 * employer the student applied to, and the institution the student's profile names.
 */
export async function canReadResume(db: DbOrTx, viewer: SessionUser, student: { userId: string; institutionId: string | null }): Promise<boolean> {
  if (viewer.id === student.userId || viewer.role === 'admin') return true;
  if (viewer.role === 'employer') {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.studentId, student.userId), eq(jobs.employerId, viewer.id)))
      .limit(1);
    return rows.length > 0;
  }
  if (viewer.role === 'institution' && student.institutionId) {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(institutionProfiles)
      .where(and(eq(institutionProfiles.id, student.institutionId), eq(institutionProfiles.userId, viewer.id)))
      .limit(1);
    return rows.length > 0;
  }
  return false;
}
