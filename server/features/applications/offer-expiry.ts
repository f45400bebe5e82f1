import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { OFFER_ANSWER_DAYS } from '@common/constants';
import { applications, institutionProfiles, jobs, schoolLinks, users } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { inBatches } from '../../db/unit-of-work';
import { applicationNoticeColumns } from './application-notice-columns';
import { notify, type NotifyDeps } from '../notifications/notify';
import { displayName, NOTIFICATION_LINKS } from '../notifications/triggers';

// Offers expire (docs/product/applications.md#offers-expire): an offer the student has not answered
// within OFFER_ANSWER_DAYS of being told of it closes as offer_expired in the deadlines' hourly run
// (deadlines.ts), so the employer can offer the place to someone else. The student, the employer and
// the student's school are told, each once (a dedupe key per application and reader). Batches locked
// FOR UPDATE SKIP LOCKED, as every part of that run.

const BATCH_SIZE = 500;

/** The offers past their answer-by time, closed; returns how many. */
export async function expireOffers(deps: NotifyDeps, now: Date): Promise<number> {
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await work.tx
      .select({ ...applicationNoticeColumns, companyName: jobs.companyName })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.studentId))
      .where(and(eq(applications.status, 'offered'), lte(applications.offerAnswerDueAt, now)))
      .orderBy(asc(applications.offerAnswerDueAt), asc(applications.id))
      .limit(BATCH_SIZE)
      .for('update', { of: applications, skipLocked: true });
    if (rows.length === 0) return 0;
    await work.tx
      .update(applications)
      .set({ status: 'offer_expired', updatedAt: now })
      .where(
        inArray(
          applications.id,
          rows.map((row) => row.id),
        ),
      );
    const schools = await approvedSchoolsOf(
      work.tx,
      rows.map((row) => row.studentId),
    );
    for (const row of rows) {
      const about = { jobId: row.jobId, jobTitle: row.jobTitle, companyName: row.companyName, status: 'offer_expired', days: OFFER_ANSWER_DAYS };
      await notify(
        deps,
        {
          userId: row.studentId,
          kind: 'application_status',
          params: about,
          link: NOTIFICATION_LINKS.studentHome,
          dedupeKey: `application_offer_expired:${row.id}`,
        },
        work,
      );
      await notify(
        deps,
        {
          userId: row.employerId,
          kind: 'application_student_answered',
          params: { jobId: row.jobId, jobTitle: row.jobTitle, studentName: displayName(row), answer: 'offer_expired', days: OFFER_ANSWER_DAYS },
          mentions: [row.studentId],
          link: NOTIFICATION_LINKS.employerApplication(row.id),
          dedupeKey: `application_offer_expired:${row.id}:employer`,
        },
        work,
      );
      for (const schoolUserId of schools.get(row.studentId) ?? []) {
        await notify(
          deps,
          {
            userId: schoolUserId,
            kind: 'application_status',
            // The school reads the student's name: `reader` picks its words (notification-text.ts).
            params: { ...about, studentName: displayName(row), reader: 'institution' },
            mentions: [row.studentId],
            link: NOTIFICATION_LINKS.institutionHome,
            dedupeKey: `application_offer_expired:${row.id}:school:${schoolUserId}`,
          },
          work,
        );
      }
    }
    return rows.length;
  });
}

/** Each student's approved schools' accounts (the school sees its students' applications). */
async function approvedSchoolsOf(tx: DbOrTx, studentIds: string[]): Promise<Map<string, string[]>> {
  const rows = await tx
    .select({ studentId: schoolLinks.studentId, userId: institutionProfiles.userId })
    .from(schoolLinks)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolLinks.institutionId))
    .where(and(inArray(schoolLinks.studentId, studentIds), eq(schoolLinks.status, 'approved')));
  const schools = new Map<string, string[]>();
  for (const row of rows) schools.set(row.studentId, [...(schools.get(row.studentId) ?? []), row.userId]);
  return schools;
}
