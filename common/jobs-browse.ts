// The address of the job browse page for a search (docs/product/jobs.md#browse): one form for the
// page's own address, a saved search's link and a job alert's link. No zod here: the browse page's
// first chunk imports it.

/**
 * The browse list's orders (docs/product/jobs.md#browse): newest first, the nearest deadline first, or
 * the employers who answer most first (docs/product/applications.md#response-rate), or the nearest first
 * (a search by distance only: docs/product/near-me.md).
 */
export const JOB_SORTS = ['newest', 'closing', 'response', 'distance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const DEFAULT_JOB_SORT: JobSort = 'newest';
/** The longest city a search filters on (a posting's city is at most 80 characters). */
export const CITY_FILTER_MAX = 80;

/** The fields of a search as the browse page's address holds them. */
export interface BrowseCriteria {
  q: string;
  city: string;
  industries: readonly string[];
  types: readonly string[];
  sort: string;
  /** The work filters a saved search keeps (docs/product/jobs.md#saved-searches); false, null or absent: not used. */
  paid?: boolean | undefined;
  maxHours?: number | null | undefined;
  startFrom?: string | null | undefined;
  minPlaces?: number | null | undefined;
  responsive?: boolean | undefined;
  /** A search by distance (docs/product/near-me.md): the place it measures from, and how far; absent or empty: not used. */
  near?: string | null | undefined;
  within?: number | string | null | undefined;
}

/**
 * The browse page's address query of a search (`q`, `city`, repeated `industry` and `type`, the work
 * filters as the page reads them: `paid=true`, `maxHours`, `startFrom`, `minPlaces`, `responsive=true`;
 * `near` and `within` for a search by distance; `sort` unless newest): shared by /jobs and the saved searches' links.
 */
export function browseSearchParams(criteria: BrowseCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.q.trim()) params.set('q', criteria.q.trim());
  if (criteria.city.trim()) params.set('city', criteria.city.trim());
  criteria.industries.forEach((industry) => params.append('industry', industry));
  criteria.types.forEach((type) => params.append('type', type));
  if (criteria.paid) params.set('paid', 'true');
  if (criteria.maxHours != null) params.set('maxHours', String(criteria.maxHours));
  if (criteria.startFrom) params.set('startFrom', criteria.startFrom);
  if (criteria.minPlaces != null) params.set('minPlaces', String(criteria.minPlaces));
  if (criteria.responsive) params.set('responsive', 'true');
  if (criteria.near?.trim()) params.set('near', criteria.near.trim());
  // A distance alone is a search from a student's home postal code.
  if (criteria.within != null && criteria.within !== '') params.set('within', String(criteria.within));
  if (criteria.sort && criteria.sort !== 'newest') params.set('sort', criteria.sort);
  return params;
}

/** The browse page showing a search: `/jobs?…`. */
export function browsePath(criteria: BrowseCriteria): string {
  const query = browseSearchParams(criteria).toString();
  return query ? `/jobs?${query}` : '/jobs';
}
