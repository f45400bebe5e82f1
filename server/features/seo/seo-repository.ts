import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, jobs, users } from '../../db/schema';

/**
 * What search engines may list: public postings (switched on, of a verified employer) that are still
 * open. A passed deadline is left out too, because an expired JobPosting in a search result only disappoints.
 */
const isListed = () =>
  and(eq(jobs.isActive, true), sql`${jobs.employerVerified}`, or(isNull(jobs.applicationDeadline), gt(jobs.applicationDeadline, sql`now()`)));

export interface ListedJob {
  id: string;
  title: string;
  companyName: string;
  description: string;
  city: string;
  type: string;
  createdAt: Date;
  applicationDeadline: Date | null;
  employerRegion: string | null;
  employerCountry: string | null;
  employerWebsite: string | null;
  /** The employer's logo: the address the app serves it at (users.image), or null. */
  employerLogo: string | null;
  /** The workplace's street address, as the employer wrote it (the posting's location). */
  location: string;
  postalCode: string | null;
  payKind: string | null;
  payAmountCents: number | null;
  payUnit: string | null;
  payCurrency: string | null;
  startDate: string | null;
  places: number | null;
}

export async function findListedJob(db: DbOrTx, jobId: string): Promise<ListedJob | undefined> {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: jobs.companyName,
      description: jobs.description,
      city: jobs.city,
      type: jobs.type,
      createdAt: jobs.createdAt,
      applicationDeadline: jobs.applicationDeadline,
      employerRegion: employerProfiles.region,
      employerCountry: employerProfiles.country,
      employerWebsite: employerProfiles.website,
      employerLogo: users.image,
      location: jobs.location,
      postalCode: jobs.postalCode,
      payKind: jobs.payKind,
      payAmountCents: jobs.payAmountCents,
      payUnit: jobs.payUnit,
      payCurrency: jobs.payCurrency,
      startDate: jobs.startDate,
      places: jobs.places,
    })
    .from(jobs)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(users, eq(users.id, jobs.employerId))
    .where(and(eq(jobs.id, jobId), isListed()));
  return row;
}

export async function countListedJobs(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobs).where(isListed());
  return Number(row?.value ?? 0);
}

/** One slice of the listed postings, oldest first so a slice keeps its URLs as new ones arrive. */
export async function listListedJobs(db: DbOrTx, offset: number, limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(isListed())
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(limit)
    .offset(offset);
}
