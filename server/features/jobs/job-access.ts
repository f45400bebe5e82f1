import { eq } from 'drizzle-orm';
import { isDeadlinePassed } from '@common/job-state';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, studentProfiles } from '../../db/schema';
import { forbidden, invalidField } from '../../errors/app-error';

// The jobs feature's data rules, checked after the declaration's role rule let the caller in
// (docs/product/jobs.md).

/** The student's profile as applying needs it, or null when they have not made one. */
export async function findStudentProfileState(db: DbOrTx, studentId: string): Promise<{ hasResume: boolean } | null> {
  const [profile] = await db
    .select({ resumeKey: studentProfiles.resumeKey })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId))
    .limit(1);
  return profile ? { hasResume: profile.resumeKey !== null } : null;
}

/** Applying and saving need a student profile; returns whether a resume is on it. */
export async function requireStudentProfile(db: DbOrTx, auth: RequestAuth): Promise<{ hasResume: boolean }> {
  const profile = await findStudentProfileState(db, auth.user.id);
  if (!profile) throw forbidden('jobs.studentProfileRequired');
  return profile;
}

/** Posting needs an employer profile; returns whether FirstRung has verified it, and the company's name. */
export async function requireEmployerProfile(db: DbOrTx, auth: RequestAuth): Promise<{ isVerified: boolean; companyName: string }> {
  const [row] = await db
    .select({ status: employerProfiles.verificationStatus, companyName: employerProfiles.companyName })
    .from(employerProfiles)
    .where(eq(employerProfiles.userId, auth.user.id))
    .limit(1);
  if (!row) throw forbidden('jobs.employerProfileRequired');
  return { isVerified: row.status === 'verified', companyName: row.companyName };
}

/**
 * Everyone sees a posting of a verified employer that is switched on (even past its deadline) or
 * closed as filled: its page says it is closed. Any other is seen only by its owner and by admins
 * (docs/product/jobs.md#posting-lifecycle, docs/product/admin.md#verification).
 */
export function canSeeJob(
  job: { isActive: boolean; filledAt: Date | string | null; employerVerified: boolean; employerId: string },
  auth: RequestAuth | null,
): boolean {
  return ((job.isActive || job.filledAt !== null) && job.employerVerified) || auth?.user.id === job.employerId || auth?.user.role === 'admin';
}

/**
 * A visit counts towards viewCount unless it is the owner looking at their own posting or an
 * admin checking it: views measure interest from would-be applicants.
 */
export function countsAsView(job: { employerId: string }, auth: RequestAuth | null): boolean {
  return auth?.user.id !== job.employerId && auth?.user.role !== 'admin';
}

/** Why a job cannot take applications (or be saved) now, or null when it can. */
export function closedReason(
  job: { isActive: boolean; filledAt: Date | null; applicationDeadline: Date | null },
  now = new Date(),
): 'jobs.closedFilled' | 'jobs.closedInactive' | 'jobs.closedDeadline' | null {
  if (job.filledAt) return 'jobs.closedFilled';
  if (!job.isActive) return 'jobs.closedInactive';
  if (isDeadlinePassed(job.applicationDeadline, now)) return 'jobs.closedDeadline';
  return null;
}

/** The refusal of a posting that would be open with its deadline behind it (docs/product/jobs.md#posting-lifecycle). */
export const deadlinePassed = () => invalidField('applicationDeadline', 'jobs.deadlineInPastToReopen');
