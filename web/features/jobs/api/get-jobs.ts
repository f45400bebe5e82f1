// The browse list, one page at a time, following nextCursor (docs/product/jobs.md#browse).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { JobSort } from '@common/jobs-browse';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { apiPagedQueryOptions } from '@web/lib/api-query';
import { workFilterQuery, type WorkFilters } from '../lib/work-filters';

export interface JobFilters {
  q: string;
  city: string;
  industries: string[];
  types: string[];
  sort: JobSort;
  near: string;
  within: string;
  work: WorkFilters;
}

export function jobsQueryOptions(filters: JobFilters) {
  return apiPagedQueryOptions(jobsEndpoints.list, {
    query: {
      q: filters.q || undefined,
      industry: filters.industries,
      type: filters.types,
      // Left out when not chosen, so the first visit's cache key stays the one the server's page data uses.
      ...(filters.city ? { city: filters.city } : {}),
      ...(filters.near ? { near: filters.near } : {}),
      ...(filters.within ? { within: filters.within } : {}),
      ...(filters.sort !== 'newest' ? { sort: filters.sort } : {}),
      ...workFilterQuery(filters.work),
    },
  });
}

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery(jobsQueryOptions(filters));
}
