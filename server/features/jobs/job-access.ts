import { eq } from 'drizzle-orm';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, studentProfiles } from '../../db/schema';
import { forbidden } from '../../errors/app-error';

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
  if (!profile) throw forbidden('Please create your student profile first.');
  return profile;
}

/** Posting needs an employer profile; returns whether FirstRung has verified it. */
export async function requireEmployerProfile(db: DbOrTx, auth: RequestAuth): Promise<{ isVerified: boolean }> {
  const [row] = await db
    .select({ status: employerProfiles.verificationStatus })
    .from(employerProfiles)
    .where(eq(employerProfiles.userId, auth.user.id))
    .limit(1);
  if (!row) throw forbidden('Please create your employer profile first.');
  return { isVerified: row.status === 'verified' };
}

/**
 * Everyone sees a public posting: switched on, of a verified employer. Any other is seen only by
 * its owner and by admins (docs/product/jobs.md, docs/product/admin.md#verification).
 */
export function canSeeJob(job: { isActive: boolean; employerVerified: boolean; employerId: string }, auth: RequestAuth | null): boolean {
  return (job.isActive && job.employerVerified) || auth?.user.id === job.employerId || auth?.user.role === 'admin';
}

/**
 * A visit counts towards viewCount unless it is the owner looking at their own posting or an
 * admin checking it: views measure interest from would-be applicants.
 */
export function countsAsView(job: { employerId: string }, auth: RequestAuth | null): boolean {
  return auth?.user.id !== job.employerId && auth?.user.role !== 'admin';
}

/** Why a job cannot take applications now, or null when it can. */
export function closedReason(job: { isActive: boolean; applicationDeadline: Date | null }, now = new Date()): string | null {
  if (!job.isActive) return 'This opportunity is no longer accepting applications.';
  if (job.applicationDeadline && job.applicationDeadline.getTime() < now.getTime())
    return 'The application deadline for this opportunity has passed.';
  return null;
}
