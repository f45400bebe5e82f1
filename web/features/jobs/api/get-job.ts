// GET /api/jobs/{id}: the posting and what the viewer may do with it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetailResponse } from '@common/contracts/jobs';
import { apiGet } from '@web/lib/api-client';
import { jobsKeys } from './query-keys';

export function getJob(id: string) {
  return apiGet<JobDetailResponse>(`/api/jobs/${encodeURIComponent(id)}`);
}

export function jobQueryOptions(id: string) {
  return queryOptions({ queryKey: jobsKeys.detail(id), queryFn: () => getJob(id) });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
