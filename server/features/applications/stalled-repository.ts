import { and, asc, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { APPLICATION_REMINDER_DAYS } from '@common/constants';
import type { StalledApplicationsResponse } from '@common/endpoints/applications';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, users } from '../../db/schema';
import { createdAtText, decodeCursor, toPage } from '../../http/keyset';
import { approvedStudentIdsOf } from '../institutions/school-links-repository';
import { stillUnanswered } from './deadlines';

// A school's "Waiting for an answer" card (docs/product/schools.md, docs/product/applications.md#schools-stalled-applications):
// its approved students' applications still unanswered APPLICATION_REMINDER_DAYS after they were
// sent, and those closed with no response in the last NO_RESPONSE_SHOWN_DAYS, oldest first, so the
// school can follow up with the employer.

const DAY_MS = 86_400_000;
/** How long an application closed with no response stays on the card. */
export const NO_RESPONSE_SHOWN_DAYS = 30;

/** Stalled at `now`: waiting past the reminder, or closed with no response recently. */
function isStalled(now: Date) {
  const remindedBefore = new Date(now.getTime() - APPLICATION_REMINDER_DAYS * DAY_MS);
  const closedSince = new Date(now.getTime() - NO_RESPONSE_SHOWN_DAYS * DAY_MS);
  return or(
    and(stillUnanswered, lte(applications.createdAt, remindedBefore)),
    and(eq(applications.status, 'no_response'), gt(applications.answerDueAt, closedSince), lte(applications.answerDueAt, now)),
  );
}

/** A page of the school's students' stalled applications, oldest first; the total on the first page. */
export async function listStalledApplications(
  db: DbOrTx,
  institutionId: string,
  query: { cursor?: string | undefined; limit: number },
  now = new Date(),
): Promise<StalledApplicationsResponse> {
  const cursor = decodeCursor(query.cursor, true);
  const mine = and(inArray(applications.studentId, approvedStudentIdsOf(db, institutionId)), isStalled(now));
  // Oldest first: the rows after the cursor's in (created_at, id) ascending order.
  const after = cursor ? sql`(${applications.createdAt}, ${applications.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: applications.id,
        status: applications.status,
        createdAt: applications.createdAt,
        createdAtText: createdAtText(applications.createdAt),
        answerDueAt: applications.answerDueAt,
        studentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        jobId: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.studentId))
      .where(and(mine, after))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(query.limit + 1),
    cursor
      ? null
      : db
          .select({ n: count() })
          .from(applications)
          .where(mine)
          .then(([row]) => row?.n ?? 0),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const items = pageRows.map((row) => ({
    id: row.id,
    status: row.status as 'pending' | 'reviewing' | 'no_response',
    createdAt: row.createdAt.toISOString(),
    answerDueAt: row.answerDueAt.toISOString(),
    student: { id: row.studentId, firstName: row.firstName, lastName: row.lastName },
    job: { id: row.jobId, title: row.title, companyName: row.companyName },
  }));
  return { items, nextCursor, total };
}
