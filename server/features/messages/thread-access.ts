import { and, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGES_ADULT_AGE } from '@common/constants';
import type { ThreadViewer } from '@common/contracts/messages';
import { isMinorToday } from '@common/minor-today';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { institutionProfiles, messageThreads, schoolLinks, studentProfiles, users } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { checkOrganisation } from '../placements/placement-access';

// Who reads a thread (docs/product/messages.md#who-can-read-and-who-is-told): its student, its
// employer, the student's school while the student is under 18, and admins. Anyone else is told it
// does not exist. Writing is for the two sides only (the routes check `viewer`). Auditing a staff
// read is the caller's (the thread page's GET), not every live stream's.

export type ThreadRow = typeof messageThreads.$inferSelect;

export interface ReadableThread {
  thread: ThreadRow;
  viewer: ThreadViewer;
}

/** The school that reads a student's threads: its profile id, its name and its account's user id. */
export interface ReadingSchool {
  id: string;
  name: string;
  userId: string;
}

/**
 * The school that reads a student's threads at `now`: the student is
 * under MESSAGES_ADULT_AGE on that day in their time zone and has an approved link to it; else null.
 * A student with no date of birth is treated as a minor (the school keeps its view).
 */
export async function readingSchoolOf(db: DbOrTx, studentId: string, now: Date): Promise<ReadingSchool | null> {
  const [row] = await db
    .select({
      id: institutionProfiles.id,
      name: institutionProfiles.institutionName,
      userId: institutionProfiles.userId,
      dateOfBirth: studentProfiles.dateOfBirth,
      timeZone: users.timeZone,
    })
    .from(schoolLinks)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolLinks.institutionId))
    .innerJoin(users, eq(users.id, schoolLinks.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, schoolLinks.studentId))
    .where(and(eq(schoolLinks.studentId, studentId), eq(schoolLinks.status, 'approved')))
    .limit(1);
  if (!row || !isMinorToday(row.dateOfBirth, row.timeZone, now)) return null;
  return { id: row.id, name: row.name, userId: row.userId };
}

/**
 * SQL, true for a thread (`message_threads` in the outer query) that the school whose account is
 * `schoolUserId` reads at `now`: readingSchoolOf's rule for a whole list at once. The student's day
 * is taken in their saved zone, which was checked when saved (a name PostgreSQL does not know would
 * fail the query). Under MESSAGES_ADULT_AGE: born after that day, that many years earlier (29
 * February counts as 1 March in a year without one, as ageOn does).
 */
export function readBySchool(db: DbOrTx, schoolUserId: string, now: Date): SQL {
  const studentToday = sql`(${now.toISOString()}::timestamptz at time zone ${users.timeZone})::date`;
  const adultIfBornBy = sql`(${studentToday} - make_interval(years => ${MESSAGES_ADULT_AGE}::int))::date`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(schoolLinks)
      .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolLinks.institutionId))
      .innerJoin(users, eq(users.id, schoolLinks.studentId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, schoolLinks.studentId))
      .where(
        and(
          eq(schoolLinks.studentId, messageThreads.studentId),
          eq(schoolLinks.status, 'approved'),
          eq(institutionProfiles.userId, schoolUserId),
          or(isNull(studentProfiles.dateOfBirth), sql`${studentProfiles.dateOfBirth} > ${adultIfBornBy}`),
        ),
      ),
  );
}

/** The thread as `auth` may read it, and as whom; 404 when they may not (or it does not exist). */
export async function readableThread(db: DbOrTx, auth: RequestAuth, threadId: string, now: Date): Promise<ReadableThread> {
  await checkOrganisation(db, auth);
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, threadId));
  if (!thread) throw notFound('thread');
  const { id, role } = auth.user;
  if (role === 'admin') return { thread, viewer: 'admin' };
  if (role === 'student' && thread.studentId === id) return { thread, viewer: 'student' };
  if (role === 'employer' && thread.employerId === id) return { thread, viewer: 'employer' };
  if (role === 'institution') {
    // The reading school's link is approved already (readingSchoolOf): it is the caller's when its account is.
    const school = await readingSchoolOf(db, thread.studentId, now);
    if (school?.userId === id) return { thread, viewer: 'school' };
  }
  throw notFound('thread');
}
