// The employer dashboard's postings: the list with its stat cards, creating and switching.
import { useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX, type CreateJobBody } from '@common/contracts/jobs';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/** The dashboard shows the first page, as large as a page may be. */
export function employerJobsQueryOptions() {
  return apiQueryOptions(jobsEndpoints.employerJobs, { query: { limit: LIST_LIMIT_MAX } });
}

export function useEmployerJobs(enabled = true) {
  return useQuery({ ...employerJobsQueryOptions(), enabled });
}

export function useCreateJob() {
  return useApiMutation(jobsEndpoints.createJob, { toInput: (body: CreateJobBody) => ({ body }) });
}

export function useUpdateJob() {
  return useApiMutation(jobsEndpoints.updateJob, {
    toInput: ({ id, isActive }: { id: string; isActive: boolean }) => ({ params: { id }, body: { isActive } }),
  });
}
