// GET and POST /api/employer/jobs, PATCH /api/employer/jobs/{id} (the employer dashboard).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateJobBody, EmployerJob, EmployerJobsResponse } from '@common/contracts/jobs';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { jobsKeys } from './query-keys';

export function getEmployerJobs() {
  return apiGet<EmployerJobsResponse>('/api/employer/jobs?limit=100');
}

export function employerJobsQueryOptions() {
  return queryOptions({ queryKey: jobsKeys.employerJobs, queryFn: getEmployerJobs });
}

export function useEmployerJobs(enabled = true) {
  return useQuery({ ...employerJobsQueryOptions(), enabled });
}

export function createJob(body: CreateJobBody) {
  return apiRequest<{ job: EmployerJob }>('POST', '/api/employer/jobs', body);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }) });
}

export function updateJob(id: string, isActive: boolean) {
  return apiRequest<{ job: EmployerJob }>('PATCH', `/api/employer/jobs/${encodeURIComponent(id)}`, { isActive });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => updateJob(id, isActive),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
