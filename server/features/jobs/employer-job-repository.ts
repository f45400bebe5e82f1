import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Page } from '@common/api/paging';
import type { EmployerJob, EmployerStats } from '@common/contracts/jobs';
import type { DbOrTx } from '../../db/client';
import { applications, isLiveApplication, jobs } from '../../db/schema';
import { afterCursor, createdAtText, toPage } from '../../http/keyset';
import { deadlineNotPassed } from './job-open';
import { revisionsOfJobs } from './job-revisions-repository';
import type { PageRequest } from './page-request';
import { employerStatus } from './application-repository';
import { DECIDED_STATUSES, jobColumns, OUTER_JOB_ID, toJob } from './job-columns';

/** Whether and why FirstRung took the posting down (docs/product/admin.md#taking-a-posting-down). */
const takedownColumns = { takenDownAt: jobs.takenDownAt, takedownReason: jobs.takedownReason };
/** The posting's place is unknown to FirstRung's place data (docs/product/near-me.md): its employer is told. */
const placeNotFound = sql<boolean>`${jobs.geoSource} is not distinct from 'none'`;
function toTakedown(row: { takenDownAt: Date | null; takedownReason: string | null }): EmployerJob['takedown'] {
  return row.takenDownAt ? { at: new Date(row.takenDownAt).toISOString(), reason: row.takedownReason ?? '' } : null;
}

const pendingApplications = sql<number>`(select count(*)::int from ${applications} a where a.job_id = ${OUTER_JOB_ID} and a.status not in (${sql.join(
  DECIDED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}))`;

/** A page of the employer's own postings, newest first, each with its application counts and views. */
export async function listEmployerJobs(db: DbOrTx, employerId: string, page: PageRequest): Promise<Page<EmployerJob>> {
  const theirs = eq(jobs.employerId, employerId);
  const [rows, total] = await Promise.all([
    db
      .select({ ...jobColumns(null), ...takedownColumns, pendingApplications, placeNotFound, createdAtText: createdAtText(jobs.createdAt) })
      .from(jobs)
      .where(and(theirs, page.cursor ? afterCursor(jobs.createdAt, jobs.id, page.cursor, true) : undefined))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(page.limit + 1),
    page.cursor
      ? null
      : db
          .select({ n: count() })
          .from(jobs)
          .where(theirs)
          .then(([row]) => row?.n ?? 0),
  ]);
  const { pageRows, nextCursor } = toPage(rows, page.limit);
  const revisions = await revisionsOfJobs(
    db,
    pageRows.map((row) => row.id),
  );
  return {
    items: pageRows.map(
      ({ pendingApplications: pending, createdAtText: _createdAtText, takenDownAt, takedownReason, placeNotFound: notFound, ...row }) => ({
        ...toJob(row),
        pendingApplications: Number(pending),
        revisions: revisions.get(row.id) ?? [],
        takedown: toTakedown({ takenDownAt, takedownReason }),
        placeNotFound: Boolean(notFound),
      }),
    ),
    nextCursor,
    total,
  };
}

export async function findEmployerJob(db: DbOrTx, employerId: string, id: string): Promise<EmployerJob | null> {
  const [row] = await db
    .select({ ...jobColumns(null), ...takedownColumns, pendingApplications, placeNotFound })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId)));
  if (!row) return null;
  const { pendingApplications: pending, takenDownAt, takedownReason, placeNotFound: notFound, ...rest } = row;
  const revisions = await revisionsOfJobs(db, [id]);
  return {
    ...toJob(rest),
    pendingApplications: Number(pending),
    revisions: revisions.get(id) ?? [],
    takedown: toTakedown({ takenDownAt, takedownReason }),
    placeNotFound: Boolean(notFound),
  };
}

/** The dashboard's stat cards, over all of the employer's postings. */
export async function getEmployerStats(db: DbOrTx, employerId: string): Promise<EmployerStats> {
  const [[postings], [apps]] = await Promise.all([
    db
      .select({
        // Active: switched on and its deadline not passed (an expired posting is labelled "Expired", not active).
        active: sql<number>`count(*) filter (where ${jobs.isActive} and ${deadlineNotPassed()})::int`,
        views: sql<number>`coalesce(sum(${jobs.viewCount}), 0)::int`,
      })
      .from(jobs)
      .where(eq(jobs.employerId, employerId)),
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${notInArray(employerStatus, [...DECIDED_STATUSES])})::int`,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(jobs.employerId, employerId), isLiveApplication)),
  ]);
  return {
    activePostings: Number(postings?.active ?? 0),
    totalViews: Number(postings?.views ?? 0),
    totalApplications: apps?.total ?? 0,
    awaitingReview: Number(apps?.pending ?? 0),
  };
}
