// GET /api/employer/applications?jobId= and PATCH /api/employer/applications/{id}.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@common/enums';
import type { EmployerApplication, EmployerApplicationsResponse } from '@common/contracts/jobs';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { jobsKeys } from './query-keys';

export function getEmployerApplications(jobId: string) {
  return apiGet<EmployerApplicationsResponse>(`/api/employer/applications?limit=100&jobId=${encodeURIComponent(jobId)}`);
}

export function employerApplicationsQueryOptions(jobId: string) {
  return queryOptions({ queryKey: jobsKeys.employerApplications(jobId), queryFn: () => getEmployerApplications(jobId) });
}

export function useEmployerApplications(jobId: string) {
  return useQuery(employerApplicationsQueryOptions(jobId));
}

export function updateApplicationStatus(id: string, status: ApplicationStatus) {
  return apiRequest<{ application: EmployerApplication }>('PATCH', `/api/employer/applications/${encodeURIComponent(id)}`, { status });
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) => updateApplicationStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
