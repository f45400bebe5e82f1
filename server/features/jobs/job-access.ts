import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestAuth } from '../../auth/session';
import { assertRole } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, studentProfiles } from '../../db/schema';
import { forbidden, notFound } from '../../errors/app-error';
import { UUID } from '../../http/keyset';

// Named permission rules of the jobs feature (house style 4).

/** An id in the path that is not a UUID names nothing: 404, like an unknown one. */
export function assertJobId(id: string): string {
  if (!UUID.test(id)) throw notFound('That job');
  return id;
}

export function assertApplicationId(id: string): string {
  if (!UUID.test(id)) throw notFound('That application');
  return id;
}

/** A student who has made their profile (apply and save need it); returns whether a resume is on it. */
export async function assertStudentWithProfile(db: DbOrTx, request: FastifyRequest): Promise<{ auth: RequestAuth; hasResume: boolean }> {
  const auth = assertRole(request, 'student');
  const [profile] = await db.select({ resumeKey: studentProfiles.resumeKey }).from(studentProfiles).where(eq(studentProfiles.userId, auth.user.id)).limit(1);
  if (!profile) throw forbidden('Please create your student profile first.');
  return { auth, hasResume: profile.resumeKey !== null };
}

/** An employer who has made their profile (posting needs it). */
export async function assertEmployerWithProfile(db: DbOrTx, request: FastifyRequest): Promise<RequestAuth> {
  const auth = assertRole(request, 'employer');
  const rows = await db.select({ id: employerProfiles.id }).from(employerProfiles).where(eq(employerProfiles.userId, auth.user.id)).limit(1);
  if (rows.length === 0) throw forbidden('Please create your employer profile first.');
  return auth;
}

/** An inactive posting is seen only by its owner and by admins (spec 6); everyone sees an active one. */
export function canSeeJob(job: { isActive: boolean; employerId: string }, auth: RequestAuth | null): boolean {
  return job.isActive || auth?.user.id === job.employerId || auth?.user.role === 'admin';
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
  if (job.applicationDeadline && job.applicationDeadline.getTime() < now.getTime()) return 'The application deadline for this opportunity has passed.';
  return null;
}
