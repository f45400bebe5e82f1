import { eq, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { RESPONSIVE_EMPLOYER_MIN_RATE } from '@common/constants';
import type { JobSort } from '@common/contracts/jobs';
import { jobs } from '../../db/schema';
import { likeContains } from '../../http/keyset';
import { responseRateKey, type JobCursor } from './job-order';
import { deadlineNotPassed } from './job-open';
import { nearConditions, nearValues, type NearFilter, type NearValues } from './near-search';
import { postingFactConditions, postingFactValues, type PostingFactFilters } from './posting-facts';
import { cityIs, textMatches } from './text-match';

// What a job search asks for, and its conditions: the list (job-page.ts), its total and the saved
// searches' digests share them.

export interface JobSearch extends PostingFactFilters {
  q?: string | undefined;
  industries?: readonly string[];
  types?: readonly string[];
  /** Only this city (whole name, any case). */
  city?: string | undefined;
  /** Only postings whose employer answers most applications in time (docs/product/applications.md#response-rate). */
  responsive?: boolean | undefined;
  /** Only postings within this circle (docs/product/near-me.md); the 'distance' order needs it. */
  near?: NearFilter | undefined;
  sort?: JobSort;
  /** Decoded by jobOrder(sort).decode: its form depends on the sort. */
  cursor?: JobCursor | null;
  limit: number;
  /** The signed-in student, so isSaved can be filled in; null for anyone else. */
  savedBy: string | null;
}

export type JobFilters = Pick<JobSearch, 'q' | 'industries' | 'types' | 'city' | 'responsive' | 'near' | keyof PostingFactFilters>;

/** A value a condition compares with: the search's own, or a placeholder that a prepared statement fills in (job-page.ts). */
export type SearchValue<T> = T | Placeholder;

/** The values of a search's filters as its SQL compares them; a filter the search does not use is left out. */
export interface FilterValues {
  /** The search box's words as a LIKE pattern (text-match.ts matches them as typed, as stems and near spellings). */
  pattern?: SearchValue<string> | undefined;
  industries?: SearchValue<readonly string[]> | undefined;
  types?: SearchValue<readonly string[]> | undefined;
  /** The city, lower-cased. */
  city?: SearchValue<string> | undefined;
  /** What the work is (posting-facts.ts). */
  paidOnly?: true | undefined;
  maxHours?: SearchValue<number> | undefined;
  startFrom?: SearchValue<string> | undefined;
  minPlaces?: SearchValue<number> | undefined;
  forAge?: SearchValue<number> | undefined;
  /** A shown response rate of at least RESPONSIVE_EMPLOYER_MIN_RATE. */
  responsive?: true | undefined;
  /** A search by distance: its centre, cells and radius (near-search.ts). */
  near?: NearValues | undefined;
}

export function filterValues(search: JobFilters): FilterValues {
  const term = search.q?.trim();
  const city = search.city?.trim();
  return {
    // Lower-cased here, accents stripped in SQL (text-match.ts); the trigram index serves LIKE '%term%' (3+ characters).
    pattern: term ? likeContains(term) : undefined,
    industries: search.industries?.length ? search.industries : undefined,
    types: search.types?.length ? search.types : undefined,
    city: city ? city.toLowerCase() : undefined,
    responsive: search.responsive ? true : undefined,
    near: search.near ? nearValues(search.near) : undefined,
    ...postingFactValues(search),
  };
}

/**
 * A list as one parameter (`= any($1)`), so a statement's text does not depend on how many values
 * it holds; PostgreSQL reads `x = any(array)` as it reads `x in (…)`. Drizzle would spread a bare
 * array into one parameter per value.
 */
const oneParameter = (values: SearchValue<readonly string[]>) => (is(values, Placeholder) ? values : sql.param(values));

/** The conditions of the given filter values. */
export function filterConditions(values: FilterValues): SQL[] {
  // Public postings: switched on, and of an employer FirstRung has verified. employer_verified is the
  // predicate of the partial jobs_active_created_idx; written as the bare column (not "= $1") so the
  // planner sees at plan time that the index covers the query.
  // A posting whose deadline has passed leaves the list at that moment (docs/product/jobs.md#posting-lifecycle).
  const filters: SQL[] = [eq(jobs.isActive, true), sql`${jobs.employerVerified}`, deadlineNotPassed()!];
  if (values.pattern !== undefined) filters.push(textMatches(values.pattern));
  if (values.industries !== undefined) filters.push(sql`${jobs.industry} = any(${oneParameter(values.industries)})`);
  if (values.types !== undefined) filters.push(sql`${jobs.type} = any(${oneParameter(values.types)})`);
  // The expression of jobs_active_city_idx (migration 0023), so a city's postings are read from it.
  if (values.city !== undefined) filters.push(cityIs(values.city));
  // The expression of jobs_active_response_idx (a posting without a shown rate is -1: left out).
  if (values.responsive !== undefined) filters.push(sql`${responseRateKey} >= ${sql.raw(String(RESPONSIVE_EMPLOYER_MIN_RATE))}`);
  filters.push(...postingFactConditions(values));
  if (values.near !== undefined) filters.push(...nearConditions(values.near));
  return filters;
}

/** The filters of a search, without the cursor: its total and the saved searches' digests use them. */
export function searchFilters(search: JobFilters): SQL[] {
  return filterConditions(filterValues(search));
}
