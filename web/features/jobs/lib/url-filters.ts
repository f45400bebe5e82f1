// The browse page keeps its search, filters and order in the URL (shareable, and Back works).
import { INDUSTRIES, JOB_TYPES } from '@common/enums';
import { browseSearchParams, DEFAULT_JOB_SORT, JOB_SORTS, type JobSort } from '@common/jobs-browse';

export interface BrowseFilters {
  q: string;
  city: string;
  industries: string[];
  types: string[];
  sort: JobSort;
}

const known = (values: readonly string[], allowed: readonly string[]) => values.filter((value) => allowed.includes(value));

export function readFilters(params: URLSearchParams): BrowseFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    city: params.get('city')?.trim() ?? '',
    industries: known(params.getAll('industry'), INDUSTRIES),
    types: known(params.getAll('type'), JOB_TYPES),
    sort: (JOB_SORTS as readonly string[]).includes(sort ?? '') ? (sort as JobSort) : DEFAULT_JOB_SORT,
  };
}

export function writeFilters(filters: BrowseFilters): URLSearchParams {
  return browseSearchParams(filters);
}
