import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicationInterviews, applications, jobs, type MailAttachment } from '../../db/schema';
import { employerStatus } from '../jobs/application-repository';

// An application's interview as an iCalendar file (docs/product/applications.md#interviews): for
// GET /api/applications/:id/interview.ics and the e-mails of an accepted interview. Its UID is the
// application's and its SEQUENCE the interview row's, so a calendar that imports a moved interview
// updates its entry instead of adding one.

export const INTERVIEW_FILE_NAME = 'interview.ics';

/** What the file says of the interview and the posting. */
export interface CalendarInterview {
  applicationId: string;
  jobTitle: string;
  companyName: string;
  startsAt: Date;
  durationMinutes: number;
  place: string | null;
  callLink: string | null;
  note: string | null;
  sequence: number;
}

const utcParts = (date: Date): DateArray => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

/** The iCalendar text; `host` names the uid's domain (the public address's host). */
export function interviewCalendarText(interview: CalendarInterview, host: string): string {
  const { error, value } = createEvent({
    productId: 'FirstRung',
    method: 'PUBLISH',
    uid: `application-${interview.applicationId}@${host}`,
    sequence: interview.sequence,
    start: utcParts(interview.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.durationMinutes },
    // The summary's words are the posting's and the company's: the ics package escapes them as text.
    title: `Interview: ${interview.jobTitle} (${interview.companyName})`,
    location: interview.place ?? interview.callLink ?? '',
    description: [interview.note, interview.callLink].filter(Boolean).join('\n\n'),
    ...(interview.callLink ? { url: interview.callLink } : {}),
  } satisfies EventAttributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}

/** The same file as an e-mail attachment (an accepted interview: both sides get it). */
export function interviewCalendarAttachment(interview: CalendarInterview, host: string): MailAttachment {
  return {
    filename: INTERVIEW_FILE_NAME,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(interviewCalendarText(interview, host), 'utf8').toString('base64'),
  };
}

/**
 * The interview of an application as `caller` may see it: the student who applied while they were
 * told of it (their status is interview), the posting's employer while it chose an interview.
 * Null for anyone else, or when there is none.
 */
export async function findCalendarInterview(
  db: DbOrTx,
  applicationId: string,
  caller: { userId: string; role: 'student' | 'employer' },
): Promise<CalendarInterview | null> {
  const [row] = await db
    .select({
      applicationId: applications.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      startsAt: applicationInterviews.startsAt,
      durationMinutes: applicationInterviews.durationMinutes,
      place: applicationInterviews.place,
      callLink: applicationInterviews.callLink,
      note: applicationInterviews.note,
      sequence: applicationInterviews.sequence,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(applicationInterviews, eq(applicationInterviews.applicationId, applications.id))
    .where(
      and(
        eq(applications.id, applicationId),
        caller.role === 'student'
          ? and(eq(applications.studentId, caller.userId), eq(applications.status, 'interview'))
          : and(eq(jobs.employerId, caller.userId), sql`${employerStatus} = 'interview'`),
      ),
    );
  return row ?? null;
}
