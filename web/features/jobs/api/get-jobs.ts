// The browse list, one page at a time, following nextCursor (docs/product/jobs.md#browse).
import { useInfiniteQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { apiPagedQueryOptions } from '@web/lib/api-query';

export interface JobFilters {
  q: string;
  industries: string[];
  types: string[];
}

export function jobsQueryOptions(filters: JobFilters) {
  return apiPagedQueryOptions(jobsEndpoints.list, {
    query: { q: filters.q || undefined, industry: filters.industries, type: filters.types },
  });
}

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery(jobsQueryOptions(filters));
}
