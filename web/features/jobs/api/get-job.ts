// One posting and what the viewer may do with it.
import { useQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { apiQueryOptions } from '@web/lib/api-query';

export function jobQueryOptions(id: string) {
  return apiQueryOptions(jobsEndpoints.detail, { params: { id } });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
