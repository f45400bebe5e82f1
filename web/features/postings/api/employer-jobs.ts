// The employer dashboard's postings: the list (a page at a time) with its stat cards, creating, switching, editing, closing, reopening, copying, deleting.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CreateJobBody, EditJobBody } from '@common/contracts/jobs';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { apiPagedQueryOptions, useApiMutation } from '@web/lib/api-query';

/** Postings a page holds on the dashboard; "Show more postings" fetches the next (docs/product/dashboards.md#employer-dashboard). */
export const EMPLOYER_POSTINGS_PAGE = 20;

export function employerJobsQueryOptions() {
  return apiPagedQueryOptions(jobsEndpoints.employerJobs, { query: { limit: EMPLOYER_POSTINGS_PAGE } });
}

export function useEmployerJobs(enabled = true) {
  return useInfiniteQuery({ ...employerJobsQueryOptions(), enabled });
}

export function useCreateJob() {
  return useApiMutation(jobsEndpoints.createJob, { toInput: (body: CreateJobBody) => ({ body }) });
}

export function useUpdateJob() {
  return useApiMutation(jobsEndpoints.updateJob, {
    toInput: ({ id, isActive }: { id: string; isActive: boolean }) => ({ params: { id }, body: { isActive } }),
  });
}

// A posting's life after creation (docs/product/jobs.md#posting-lifecycle).
const byId = (id: string) => ({ params: { id } });

export function useEditJob() {
  return useApiMutation(jobsEndpoints.editJob, { toInput: ({ id, body }: { id: string; body: EditJobBody }) => ({ params: { id }, body }) });
}

export function useCloseJob() {
  return useApiMutation(jobsEndpoints.closeJob, { toInput: byId });
}

export function useReopenJob() {
  return useApiMutation(jobsEndpoints.reopenJob, {
    toInput: ({ id, applicationDeadline }: { id: string; applicationDeadline: string | null }) => ({ params: { id }, body: { applicationDeadline } }),
  });
}

export function useDuplicateJob() {
  return useApiMutation(jobsEndpoints.duplicateJob, { toInput: byId });
}

export function useDeleteJob() {
  return useApiMutation(jobsEndpoints.deleteJob, { toInput: byId });
}
