// The browse page keeps its search and filters in the URL (shareable, and Back works).
import { INDUSTRIES, JOB_TYPES } from '@common/enums';

export interface BrowseFilters {
  q: string;
  industries: string[];
  types: string[];
}

const known = (values: readonly string[], allowed: readonly string[]) => values.filter((value) => allowed.includes(value));

export function readFilters(params: URLSearchParams): BrowseFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    industries: known(params.getAll('industry'), INDUSTRIES),
    types: known(params.getAll('type'), JOB_TYPES),
  };
}

export function writeFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  filters.industries.forEach((industry) => params.append('industry', industry));
  filters.types.forEach((type) => params.append('type', type));
  return params;
}
