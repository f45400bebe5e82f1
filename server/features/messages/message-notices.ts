import { eq } from 'drizzle-orm';
import { QUIET_HOURS } from '@common/constants';
import { isMinorToday } from '@common/minor-today';
import { isTimeZone, wallClockIn } from '@common/zoned-calendar';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, studentProfiles, users } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notify } from '../notifications/notify';
import { displayName } from '../notifications/triggers';
import type { ThreadRow } from './thread-access';

// How the other side hears of a new message (docs/product/messages.md#quiet-hours-the-bell-and-e-mail):
// the bell at once, an e-mail for the first unread message of a thread except in a minor's quiet
// hours. Called by the message service in the transaction that writes the message.

export interface NewMessageNotice {
  thread: ThreadRow;
  messageId: string;
  /** The side that wrote it; the other side is told. */
  senderRole: 'student' | 'employer';
  /** The recipient had read every earlier message of the other side (this one starts an unread streak). */
  firstUnread: boolean;
  now: Date;
}

/** The page of one thread (the bell's and the e-mail's link). */
export const threadLink = (threadId: string) => `/messages/${threadId}`;

/** The user's zone, or UTC for a name this runtime does not know (never refuse to tell someone). */
export const knownZone = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : 'UTC');

/** Whether `hour` falls in quiet hours: from QUIET_HOURS.startHour to QUIET_HOURS.endHour, over midnight. */
export const isQuietHour = (hour: number) => hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;

/**
 * A student under MESSAGES_ADULT_AGE at `now` in their zone, in quiet hours there. A student with no
 * date of birth is taken for a minor, as their school's view is (thread-access.ts).
 */
async function inMinorsQuietHours(db: DbOrTx, studentId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ timeZone: users.timeZone, dateOfBirth: studentProfiles.dateOfBirth })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, studentId));
  if (!row) return false;
  const zone = knownZone(row.timeZone);
  return isQuietHour(wallClockIn(zone, now).hour) && isMinorToday(row.dateOfBirth, zone, now);
}

/** Who wrote, as the recipient knows them: the student's name, or the posting's company. */
async function senderAndJob(db: DbOrTx, thread: ThreadRow, senderRole: 'student' | 'employer') {
  const [row] = await db
    .select({ jobTitle: jobs.title, companyName: jobs.companyName, firstName: users.firstName, lastName: users.lastName, name: users.name })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .where(eq(applications.id, thread.applicationId));
  if (!row) return null;
  return { jobTitle: row.jobTitle, senderName: senderRole === 'employer' ? row.companyName : displayName(row) };
}

/**
 * The bell for the first message of an unread streak (one row per thread until it is read again,
 * fixed by its dedupe key), and its e-mail, unless the recipient is a minor in quiet hours: the
 * morning digest (messages-digest.ts) carries it then. The e-mail names who wrote, never the text.
 */
export async function noticeNewMessage(deps: AppDeps, work: UnitOfWork, notice: NewMessageNotice): Promise<void> {
  if (!notice.firstUnread) return;
  const { thread } = notice;
  const recipientId = notice.senderRole === 'employer' ? thread.studentId : thread.employerId;
  const about = await senderAndJob(work.tx, thread, notice.senderRole);
  if (!about) return;
  const quiet = notice.senderRole === 'employer' && (await inMinorsQuietHours(work.tx, thread.studentId, notice.now));
  await notify(
    deps,
    {
      userId: recipientId,
      kind: 'message_received',
      params: { senderName: about.senderName, jobTitle: about.jobTitle, threadId: thread.id },
      // The student is named when the employer is told: deleting the student's account clears it.
      mentions: notice.senderRole === 'student' ? [thread.studentId] : [],
      link: threadLink(thread.id),
      dedupeKey: `message:${thread.id}:${notice.messageId}`,
      appOnly: quiet,
    },
    work,
  );
}
