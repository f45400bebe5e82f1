import { and, desc, gt, inArray, lte, sql } from 'drizzle-orm';
import { JOB_REVISIONS_SHOWN, type JobRevision, type PostingSnapshot } from '@common/contracts/jobs';
import type { EditableJobField } from '@common/job-state';
import type { DbOrTx } from '../../db/client';
import { applications, jobRevisions, jobs } from '../../db/schema';

// What an applicant applied to (the posting's snapshot on the application) and what changed since
// (the posting's revisions): docs/product/jobs.md#editing.

/** The posting's fields a snapshot keeps. */
export const snapshotColumns = {
  title: jobs.title,
  companyName: jobs.companyName,
  description: jobs.description,
  location: jobs.location,
  city: jobs.city,
  type: jobs.type,
  duration: jobs.duration,
  industry: jobs.industry,
  requirements: jobs.requirements,
  isHighSchoolOpportunity: jobs.isHighSchoolOpportunity,
  applicationDeadline: jobs.applicationDeadline,
};

export function toPostingSnapshot(row: Omit<PostingSnapshot, 'applicationDeadline'> & { applicationDeadline: Date | null }): PostingSnapshot {
  return { ...row, applicationDeadline: row.applicationDeadline ? row.applicationDeadline.toISOString() : null };
}

export async function insertRevision(db: DbOrTx, jobId: string, changedFields: EditableJobField[]): Promise<void> {
  await db.insert(jobRevisions).values({ jobId, changedFields });
}

const toRevision = (row: { createdAt: Date; changedFields: EditableJobField[] }): JobRevision => ({
  changedAt: row.createdAt.toISOString(),
  fields: row.changedFields,
});

/** Groups ranked rows by key, newest first (the query sorts them). */
function grouped<K extends string>(rows: Array<{ key: K; createdAt: Date; changedFields: EditableJobField[] }>): Map<K, JobRevision[]> {
  const byKey = new Map<K, JobRevision[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), toRevision(row)]);
  return byKey;
}

/** The latest JOB_REVISIONS_SHOWN edits of each posting, newest first, by posting id. */
export async function revisionsOfJobs(db: DbOrTx, jobIds: string[]): Promise<Map<string, JobRevision[]>> {
  if (jobIds.length === 0) return new Map();
  const ranked = db
    .select({
      key: jobRevisions.jobId,
      createdAt: jobRevisions.createdAt,
      changedFields: jobRevisions.changedFields,
      rank: sql<number>`row_number() over (partition by ${jobRevisions.jobId} order by ${jobRevisions.createdAt} desc)`.as('rank'),
    })
    .from(jobRevisions)
    .where(inArray(jobRevisions.jobId, jobIds))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, JOB_REVISIONS_SHOWN)).orderBy(desc(ranked.createdAt));
  return grouped(rows);
}

/** The latest JOB_REVISIONS_SHOWN edits of each application's posting made after the student applied, by application id. */
export async function revisionsSinceApplied(db: DbOrTx, applicationIds: string[]): Promise<Map<string, JobRevision[]>> {
  if (applicationIds.length === 0) return new Map();
  const ranked = db
    .select({
      key: applications.id,
      createdAt: jobRevisions.createdAt,
      changedFields: jobRevisions.changedFields,
      rank: sql<number>`row_number() over (partition by ${applications.id} order by ${jobRevisions.createdAt} desc)`.as('rank'),
    })
    .from(jobRevisions)
    .innerJoin(applications, sql`${applications.jobId} = ${jobRevisions.jobId}`)
    .where(and(inArray(applications.id, applicationIds), gt(jobRevisions.createdAt, applications.createdAt)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, JOB_REVISIONS_SHOWN)).orderBy(desc(ranked.createdAt));
  return grouped(rows);
}
