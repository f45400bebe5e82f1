// GET /api/jobs: one page at a time, following nextCursor (spec 2.5).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListJobsResponse } from '@common/contracts/jobs';
import { apiGet } from '@web/lib/api-client';
import { jobsKeys } from './query-keys';

export interface JobFilters {
  q: string;
  industries: string[];
  types: string[];
}

export function getJobs(filters: JobFilters, cursor: string | null) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  filters.industries.forEach((industry) => params.append('industry', industry));
  filters.types.forEach((type) => params.append('type', type));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiGet<ListJobsResponse>(`/api/jobs${query ? `?${query}` : ''}`);
}

export function jobsQueryOptions(filters: JobFilters) {
  return infiniteQueryOptions({
    queryKey: jobsKeys.list(filters),
    queryFn: ({ pageParam }) => getJobs(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery(jobsQueryOptions(filters));
}
