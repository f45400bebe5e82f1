// The employer's applications (docs/product/applications.md): a page of them, newest first or
// "To answer" (sort=due), and one of them, opened. What both sides read: application-repository.ts.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@common/api/paging';
import type { EmployerApplication } from '@common/contracts/jobs';
import { resumeDownloadPath } from '@common/contracts/files';
import { AWAITING_ANSWER_STATUSES, normaliseApplicationStatus, type ApplicationStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { applicationInterviews, applications, isLiveApplication, jobs, studentProfiles, users } from '../../db/schema';
import { createdAtText, cursorParts, decodeSortCursor, encodeSortCursor, toPage } from '../../http/keyset';
import { nameOrEmailContains } from '../../http/name-search';
import { afterPageStart, employerStatus, interviewJoin, progressColumns, progressOf, type ProgressRow } from './application-repository';
import type { PageRequest } from './page-request';

const employerColumns = {
  ...progressColumns,
  id: applications.id,
  status: employerStatus,
  toldStatus: applications.status,
  statusChangeDueAt: applications.statusChangeDueAt,
  message: applications.message,
  createdAt: applications.createdAt,
  job: { id: jobs.id, title: jobs.title },
  studentId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileId: studentProfiles.id,
  school: studentProfiles.school,
  city: studentProfiles.city,
  educationLevel: studentProfiles.educationLevel,
  skills: studentProfiles.skills,
  availability: studentProfiles.availability,
  hasResume: sql<boolean>`${studentProfiles.resumeKey} is not null`,
};

type EmployerRow = ProgressRow & {
  status: string;
  toldStatus: string;
  statusChangeDueAt: Date | null;
  message: string | null;
  createdAt: Date;
  job: { id: string; title: string };
  studentId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileId: string | null;
  school: string | null;
  city: string | null;
  educationLevel: string | null;
  skills: string[] | null;
  availability: string | null;
  hasResume: boolean | null;
};

function toEmployerApplication(row: EmployerRow): EmployerApplication {
  return {
    ...progressOf(row, row.status),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    id: row.id,
    status: normaliseApplicationStatus(row.status),
    statusChange: row.statusChangeDueAt
      ? { from: normaliseApplicationStatus(row.toldStatus), announceAt: row.statusChangeDueAt.toISOString() }
      : null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    job: row.job,
    student: {
      id: row.studentId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      profile: row.profileId
        ? { school: row.school, city: row.city, educationLevel: row.educationLevel, skills: row.skills ?? [], availability: row.availability }
        : null,
    },
    resumeUrl: row.hasResume ? resumeDownloadPath(row.studentId) : null,
  };
}

function employerApplicationsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      ...employerColumns,
      createdAtText: createdAtText(applications.createdAt),
      answerDueAtText: sql<string>`${applications.answerDueAt}::text`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
    .leftJoin(applicationInterviews, interviewJoin)
    .where(and(isLiveApplication, where));
}

/** Which of the employer's applications a page lists: one posting's, one status, a name or e-mail search. */
export interface ApplicantsFilter {
  jobId?: string | undefined;
  q?: string | undefined;
  status?: ApplicationStatus | undefined;
}

/**
 * A page of the applications to the employer's own postings, newest first: optionally one
 * posting's, one status, and those whose applicant's name or e-mail contains the search.
 */
export async function listEmployerApplications(
  db: DbOrTx,
  employerId: string,
  page: PageRequest & ApplicantsFilter,
): Promise<Page<EmployerApplication>> {
  // The postings' condition reads jobs alone (jobs.id is the join's application job_id), so the
  // unfiltered total can run it on jobs without the applications.
  const ofPostings = and(eq(jobs.employerId, employerId), page.jobId ? eq(jobs.id, page.jobId) : undefined);
  const filters = and(page.status ? sql`${employerStatus} = ${page.status}` : undefined, nameOrEmailContains(page.q));
  const theirs = and(ofPostings, filters);
  const [rows, total] = await Promise.all([
    employerApplicationsQuery(db, and(theirs, afterPageStart(page)))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(page.limit + 1),
    page.cursor ? null : countEmployerApplications(db, ofPostings, filters),
  ]);
  const { pageRows, nextCursor } = toPage(rows, page.limit);
  return { items: pageRows.map(toEmployerApplication), nextCursor, total };
}

/**
 * Waiting for the employer's first answer: pending or reviewing as the employer chose it, so an
 * answer held for undo is not waiting (docs/product/applications.md#the-deadline).
 */
const awaitingAnswer = sql`${employerStatus} in (${sql.join(
  AWAITING_ANSWER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * "To answer" (sort=due): the employer's applications still waiting for a first answer, the
 * soonest due first, paged on (answer_due_at, id) with a cursor of those two values as text.
 */
export async function listEmployerApplicationsDue(
  db: DbOrTx,
  employerId: string,
  page: { cursor: string | undefined; limit: number } & ApplicantsFilter,
): Promise<Page<EmployerApplication>> {
  const cursor = decodeSortCursor(page.cursor, [cursorParts.timestamp, cursorParts.uuid]);
  const ofPostings = and(eq(jobs.employerId, employerId), page.jobId ? eq(jobs.id, page.jobId) : undefined);
  const filters = and(awaitingAnswer, page.status ? sql`${employerStatus} = ${page.status}` : undefined, nameOrEmailContains(page.q));
  const after = cursor ? sql`(${applications.answerDueAt}, ${applications.id}) > (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : undefined;
  const [rows, total] = await Promise.all([
    employerApplicationsQuery(db, and(ofPostings, filters, after))
      .orderBy(asc(applications.answerDueAt), asc(applications.id))
      .limit(page.limit + 1),
    cursor ? null : countEmployerApplications(db, ofPostings, filters),
  ]);
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > page.limit && last ? encodeSortCursor([last.answerDueAtText, last.id]) : null;
  return { items: pageRows.map(toEmployerApplication), nextCursor, total };
}

/**
 * The first page's total. With a status or a search it counts the matching applications. Without,
 * it is the sum of the postings' kept application counts (drizzle/0005): a few rows, where counting
 * the applications reads every one of them (110,000 for a busy employer).
 */
async function countEmployerApplications(db: DbOrTx, ofPostings: SQL | undefined, filters: SQL | undefined): Promise<number> {
  const [row] = filters
    ? await db
        .select({ n: count() })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(users, eq(users.id, applications.studentId))
        .where(and(isLiveApplication, ofPostings, filters))
    : await db
        .select({ n: sql<number>`coalesce(sum(${jobs.applicationCount}), 0)`.mapWith(Number) })
        .from(jobs)
        .where(ofPostings);
  return row?.n ?? 0;
}

/**
 * The employer opens one of its applications: the first opening is recorded (the student sees
 * "Viewed"; docs/product/applications.md). Null when it is not the employer's, or withdrawn.
 */
export async function openEmployerApplication(db: DbOrTx, employerId: string, id: string): Promise<EmployerApplication | null> {
  await db
    .update(applications)
    .set({ viewedAt: sql`now()` })
    .where(
      and(
        eq(applications.id, id),
        isNull(applications.viewedAt),
        isLiveApplication,
        sql`exists (select 1 from ${jobs} where ${jobs.id} = ${applications.jobId} and ${jobs.employerId} = ${employerId})`,
      ),
    );
  return findEmployerApplication(db, employerId, id);
}

/** One of the employer's applications as their list shows it. */
export async function findEmployerApplication(db: DbOrTx, employerId: string, id: string): Promise<EmployerApplication | null> {
  const [row] = await employerApplicationsQuery(db, and(eq(applications.id, id), eq(jobs.employerId, employerId)));
  return row ? toEmployerApplication(row) : null;
}
