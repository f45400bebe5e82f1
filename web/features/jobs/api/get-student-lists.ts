// The student dashboard's lists: applications and saved jobs, a few at first, then a page at a time ("Show more").
import { useInfiniteQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { apiPagedQueryOptions } from '@web/lib/api-query';

/** What "Show more" adds to a dashboard card. */
export const STUDENT_LIST_MORE = 20;

export function studentApplicationsQueryOptions(limit: number) {
  return apiPagedQueryOptions(jobsEndpoints.studentApplications, { query: { limit } }, { laterLimit: STUDENT_LIST_MORE });
}

export function useStudentApplications(limit: number) {
  return useInfiniteQuery(studentApplicationsQueryOptions(limit));
}

export function savedJobsQueryOptions(limit: number) {
  return apiPagedQueryOptions(jobsEndpoints.savedJobs, { query: { limit } }, { laterLimit: STUDENT_LIST_MORE });
}

export function useSavedJobs(limit: number) {
  return useInfiniteQuery(savedJobsQueryOptions(limit));
}
