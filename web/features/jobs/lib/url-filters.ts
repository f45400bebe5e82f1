// The browse page keeps its search, filters and order in the URL (shareable, and Back works).
import { INDUSTRIES, JOB_TYPES } from '@common/enums';
import { browseSearchParams, DEFAULT_JOB_SORT, JOB_SORTS, type JobSort } from '@common/jobs-browse';
import { NEAR_DISTANCES_KM, NEAR_PLACE_MAX } from '@common/near-me';
import { appendWorkFilters, NO_WORK_FILTERS, readWorkFilters, type WorkFilters } from './work-filters';

export interface BrowseFilters {
  q: string;
  city: string;
  industries: string[];
  types: string[];
  sort: JobSort;
  /** A search by distance (docs/product/near-me.md): a postal code or a town, and one of NEAR_DISTANCES_KM as text; '' when not chosen. */
  near: string;
  within: string;
  /** What the work is, and a student's "every age" (work-filters.ts). */
  work: WorkFilters;
}

const known = (values: readonly string[], allowed: readonly string[]) => values.filter((value) => allowed.includes(value));

export function readFilters(params: URLSearchParams): BrowseFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    city: params.get('city')?.trim() ?? '',
    industries: known(params.getAll('industry'), INDUSTRIES),
    types: known(params.getAll('type'), JOB_TYPES),
    near: params.get('near')?.trim().slice(0, NEAR_PLACE_MAX) ?? '',
    within: known([params.get('within') ?? ''], NEAR_DISTANCES_KM.map(String))[0] ?? '',
    sort: (JOB_SORTS as readonly string[]).includes(sort ?? '') ? (sort as JobSort) : DEFAULT_JOB_SORT,
    work: readWorkFilters(params),
  };
}

export function writeFilters(
  filters: Omit<BrowseFilters, 'work' | 'near' | 'within'> & Partial<Pick<BrowseFilters, 'work' | 'near' | 'within'>>,
): URLSearchParams {
  return appendWorkFilters(browseSearchParams(filters), filters.work ?? NO_WORK_FILTERS);
}
