import { and, count, eq, sql } from 'drizzle-orm';
import { JOB_SEARCH_COUNT_CAP } from '@common/constants';
import type { CreateJobBody, Job } from '@common/contracts/jobs';
import { isDeadlinePassed } from '@common/job-state';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { postingResponseValues } from '../applications/response-rate';
import { jobColumns, toJob } from './job-columns';
import { forgetJobCounts } from './job-count-cache';
import { buildJobSearchText } from './search-text';
import { searchFilters, type JobFilters } from './job-search';
import { storedPostingFacts, type PostingFactValues } from './posting-facts';
import { postingPlaceColumns } from './posting-place';

export type { JobFilters, JobSearch } from './job-search';

/** The query that counts matching active jobs, reading no more than cap + 1 of them. */
export function activeJobsCountQuery(db: DbOrTx, search: JobFilters, cap = JOB_SEARCH_COUNT_CAP) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(jobs)
    .where(and(...searchFilters(search)))
    .limit(cap + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/**
 * How many active jobs match, counting no further than `cap`: the same filters as the list, no
 * cursor. The inner LIMIT lets PostgreSQL stop after cap + 1 rows instead of reading every match.
 */
export async function countActiveJobs(db: DbOrTx, search: JobFilters, cap = JOB_SEARCH_COUNT_CAP): Promise<{ total: number; isCapped: boolean }> {
  const [row] = await activeJobsCountQuery(db, search, cap);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, isCapped: true } : { total: n, isCapped: false };
}

/** Any job by id (active or not) with its owner, or null. */
export async function findJob(db: DbOrTx, id: string, savedBy: string | null): Promise<(Job & { employerId: string }) | null> {
  const [row] = await db
    .select({ ...jobColumns(savedBy), employerId: jobs.employerId })
    .from(jobs)
    .where(eq(jobs.id, id))
    .limit(1);
  if (!row) return null;
  const { employerId, ...rest } = row;
  return { ...toJob(rest), employerId };
}

/** The few fields the apply and save rules need. */
export async function findJobState(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      employerId: jobs.employerId,
      isActive: jobs.isActive,
      employerVerified: jobs.employerVerified,
      applicationDeadline: jobs.applicationDeadline,
      filledAt: jobs.filledAt,
    })
    .from(jobs)
    .where(eq(jobs.id, id))
    .limit(1);
  return row ?? null;
}

/** One more view; updated_at is left alone, since a view is not an edit. */
export async function incrementViewCount(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(jobs)
    .set({ viewCount: sql`${jobs.viewCount} + 1`, updatedAt: sql`${jobs.updatedAt}` })
    .where(eq(jobs.id, id));
}

/** A posting's fields as an employer writes them (a validated create or edit body, with the profile's company name). */
export type JobFieldValues = Required<Pick<CreateJobBody, 'title' | 'companyName' | 'location' | 'city' | 'description'>> & {
  type: string;
  industry?: string | null | undefined;
  duration?: string | null | undefined;
  requirements: string[];
  isHighSchoolOpportunity: boolean;
  applicationDeadline?: string | null | undefined;
} & PostingFactValues;

type NewJobValues = JobFieldValues & {
  /** Whether the employer is verified now: the posting is public (once switched on) exactly then. */
  employerVerified: boolean;
  /** Default: on at once. A duplicate starts switched off, for editing (docs/product/jobs.md#posting-lifecycle). */
  isActive?: boolean;
};

/**
 * Inserts a posting with its search_text (kept in step with the searchable fields) and its
 * employer's current response rate (the hourly run keeps it in step afterwards), so a new posting
 * or a duplicate shows it from the start.
 */
export async function insertJob(db: DbOrTx, employerId: string, values: NewJobValues): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      employerId,
      title: values.title,
      companyName: values.companyName,
      location: values.location,
      city: values.city,
      description: values.description,
      type: values.type,
      industry: values.industry ?? null,
      duration: values.duration || null,
      requirements: values.requirements,
      isHighSchoolOpportunity: values.isHighSchoolOpportunity,
      applicationDeadline: values.applicationDeadline ? new Date(values.applicationDeadline) : null,
      employerVerified: values.employerVerified,
      isActive: values.isActive ?? true,
      ...storedPostingFacts(values),
      ...postingPlaceColumns(values),
      searchText: buildJobSearchText({ ...values, industry: values.industry ?? null }),
      ...postingResponseValues(employerId),
    })
    .returning({ id: jobs.id });
  forgetJobCounts();
  return row!.id;
}

/**
/**
 * Switches a posting on or off (either way it is no longer "filled"); returns its previous state, null if
 * it is not the employer's, or 'expired' (nothing changed) when switching on a posting whose deadline has passed.
 * A posting FirstRung took down stays off (docs/product/admin.md#taking-a-posting-down): 409.
 */
export async function setJobActive(
  db: DbOrTx,
  employerId: string,
  id: string,
  isActive: boolean,
): Promise<{ wasActive: boolean } | 'expired' | null> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isActive: jobs.isActive, applicationDeadline: jobs.applicationDeadline, takenDownAt: jobs.takenDownAt })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId)))
      .for('update');
    if (!current) return null;
    if (isActive && current.takenDownAt) {
      throw new AppError('CONFLICT', 'jobs.takenDownNoSwitchOn');
    }
    if (isActive && isDeadlinePassed(current.applicationDeadline)) return 'expired' as const;
    await tx.update(jobs).set({ isActive, filledAt: null }).where(eq(jobs.id, id));
    return { wasActive: current.isActive };
  });
  if (changed && changed !== 'expired') forgetJobCounts();
  return changed;
}

/**
 * Keeps jobs.employer_verified in step with the employer's verification (an admin's decision, or a
 * verified profile renamed back to pending). Returns the ids of the postings that changed, so the
 * caller can send the alerts of those that just became public. Cached totals are forgotten.
 */
export async function syncEmployerPostings(db: DbOrTx, employerId: string, verified: boolean): Promise<string[]> {
  const changed = await db
    .update(jobs)
    .set({ employerVerified: verified, updatedAt: sql`${jobs.updatedAt}` })
    .where(and(eq(jobs.employerId, employerId), sql`${jobs.employerVerified} <> ${verified}`))
    .returning({ id: jobs.id });
  if (changed.length > 0) forgetJobCounts();
  return changed.map((row) => row.id);
}
