import { and, count, desc, eq } from 'drizzle-orm';
import type { Job } from '@common/contracts/jobs';
import type { Page } from '@common/api/paging';
import type { DbOrTx } from '../../db/client';
import { jobs, savedJobs } from '../../db/schema';
import { afterCursor, createdAtText, toPage } from '../../http/keyset';
import { jobColumns, toJob } from './job-columns';
import type { PageRequest } from './page-request';

/** Saving twice is fine: the unique (student_id, job_id) index keeps one row. */
export async function saveJob(db: DbOrTx, studentId: string, jobId: string): Promise<void> {
  await db.insert(savedJobs).values({ studentId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: DbOrTx, studentId: string, jobId: string): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.studentId, studentId), eq(savedJobs.jobId, jobId)));
}

/**
 * A page of the student's saved jobs, most recently saved first (a job switched off stays, marked
 * inactive). A posting whose employer is no longer verified (rejected, or renamed and back under
 * review) leaves the list, as it leaves every public list (docs/product/admin.md#verification).
 * The total is counted on the first page only.
 */
export async function listSavedJobs(db: DbOrTx, studentId: string, page: PageRequest): Promise<Page<Job>> {
  const mine = and(eq(savedJobs.studentId, studentId), eq(jobs.employerVerified, true));
  const [rows, total] = await Promise.all([
    // The cursor walks the saved rows (their save time and id), not the jobs.
    db
      .select({ id: savedJobs.id, createdAtText: createdAtText(savedJobs.createdAt), job: jobColumns(studentId) })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(and(mine, page.cursor ? afterCursor(savedJobs.createdAt, savedJobs.id, page.cursor, true) : undefined))
      .orderBy(desc(savedJobs.createdAt), desc(savedJobs.id))
      .limit(page.limit + 1),
    page.cursor
      ? null
      : db
          .select({ n: count() })
          .from(savedJobs)
          .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
          .where(mine)
          .then(([row]) => row?.n ?? 0),
  ]);
  const { pageRows, nextCursor } = toPage(rows, page.limit);
  return { items: pageRows.map((row) => toJob(row.job)), nextCursor, total };
}
