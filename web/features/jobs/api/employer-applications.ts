// The applicants of one posting, and moving an application to another status.
import { useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '@common/contracts/jobs';
import { jobsEndpoints } from '@common/endpoints/jobs';
import type { ApplicationStatus } from '@common/enums';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/** The first page of a posting's applicants, as large as a page may be. */
export function employerApplicationsQueryOptions(jobId: string) {
  return apiQueryOptions(jobsEndpoints.employerApplications, { query: { jobId, limit: LIST_LIMIT_MAX } });
}

export function useEmployerApplications(jobId: string) {
  return useQuery(employerApplicationsQueryOptions(jobId));
}

export function useUpdateApplicationStatus() {
  return useApiMutation(jobsEndpoints.updateApplication, {
    toInput: ({ id, status }: { id: string; status: ApplicationStatus }) => ({ params: { id }, body: { status } }),
  });
}
