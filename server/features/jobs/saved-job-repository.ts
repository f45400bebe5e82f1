import { and, count, desc, eq } from 'drizzle-orm';
import type { Job } from '@common/contracts/jobs';
import type { DbOrTx } from '../../db/client';
import { jobs, savedJobs } from '../../db/schema';
import { jobColumns, toJob } from './job-columns';

/** Saving twice is fine: the unique (student_id, job_id) index keeps one row. */
export async function saveJob(db: DbOrTx, studentId: string, jobId: string): Promise<void> {
  await db.insert(savedJobs).values({ studentId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: DbOrTx, studentId: string, jobId: string): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.studentId, studentId), eq(savedJobs.jobId, jobId)));
}

/** The student's saved jobs, most recently saved first (a job switched off stays, marked inactive). */
export async function listSavedJobs(db: DbOrTx, studentId: string, page: { limit: number; offset: number }): Promise<{ jobs: Job[]; total: number }> {
  const where = eq(savedJobs.studentId, studentId);
  const [rows, [total]] = await Promise.all([
    db.select(jobColumns(studentId)).from(savedJobs).innerJoin(jobs, eq(jobs.id, savedJobs.jobId)).where(where)
      .orderBy(desc(savedJobs.createdAt), desc(savedJobs.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(savedJobs).where(where),
  ]);
  return { jobs: rows.map(toJob), total: total?.n ?? 0 };
}
