import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { JobSort } from '@common/contracts/jobs';
import { jobs } from '../../db/schema';
import { likeContains } from '../../http/keyset';
import type { JobCursor } from './job-order';
import { deadlineNotPassed } from './job-open';

// What a job search asks for, and its conditions: the list, its total, the plain first page and
// the saved searches' digests share them.

export interface JobSearch {
  q?: string | undefined;
  industries?: readonly string[];
  types?: readonly string[];
  /** Only this city (whole name, any case). */
  city?: string | undefined;
  sort?: JobSort;
  /** Decoded by jobOrder(sort).decode: its form depends on the sort. */
  cursor?: JobCursor | null;
  limit: number;
  /** The signed-in student, so isSaved can be filled in; null for anyone else. */
  savedBy: string | null;
}

export type JobFilters = Pick<JobSearch, 'q' | 'industries' | 'types' | 'city'>;

/** The filters of a search, without the cursor: the list, its total and the saved searches' digests share them. */
export function searchFilters(search: JobFilters): SQL[] {
  // Public postings: switched on, and of an employer FirstRung has verified. employer_verified is the
  // predicate of the partial jobs_active_created_idx; written as the bare column (not "= $1") so the
  // planner sees at plan time that the index covers the query.
  // A posting whose deadline has passed leaves the list at that moment (docs/product/jobs.md#posting-lifecycle).
  const filters: SQL[] = [eq(jobs.isActive, true), sql`${jobs.employerVerified}`, deadlineNotPassed()!];
  const term = search.q?.trim();
  // search_text is already lower-case; the trigram index serves LIKE '%term%' (3+ characters).
  if (term) filters.push(sql`${jobs.searchText} like ${likeContains(term)}`);
  if (search.industries?.length) filters.push(inArray(jobs.industry, [...search.industries]));
  if (search.types?.length) filters.push(inArray(jobs.type, [...search.types]));
  // The expression of jobs_active_city_idx (migration 0013), so a city's postings are read from it.
  const city = search.city?.trim();
  if (city) filters.push(sql`lower(${jobs.city}) = ${city.toLowerCase()}`);
  return filters;
}
