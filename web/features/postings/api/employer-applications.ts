// The applicants of one posting (a page at a time, searched and filtered), and moving an application to another status.
import { useInfiniteQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '@common/endpoints/jobs';
import type { ApplicationStatus } from '@common/enums';
import { apiPagedQueryOptions, useApiMutation } from '@web/lib/api-query';

/** Applicants a page holds; "Show more applicants" fetches the next. */
export const APPLICANTS_PAGE = 20;

export interface ApplicantsFilter {
  q: string;
  status: ApplicationStatus | undefined;
}

export function employerApplicationsQueryOptions(jobId: string, filter: ApplicantsFilter) {
  return apiPagedQueryOptions(jobsEndpoints.employerApplications, {
    query: { jobId, limit: APPLICANTS_PAGE, ...(filter.q ? { q: filter.q } : {}), ...(filter.status ? { status: filter.status } : {}) },
  });
}

export function useEmployerApplications(jobId: string, filter: ApplicantsFilter) {
  return useInfiniteQuery(employerApplicationsQueryOptions(jobId, filter));
}

export function useUpdateApplicationStatus() {
  return useApiMutation(jobsEndpoints.updateApplication, {
    toInput: ({ id, status }: { id: string; status: ApplicationStatus }) => ({ params: { id }, body: { status } }),
  });
}
