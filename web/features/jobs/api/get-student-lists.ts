// The student dashboard's lists: the first page of applications and of saved jobs.
import { useQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { apiQueryOptions } from '@web/lib/api-query';

export function studentApplicationsQueryOptions(limit: number) {
  return apiQueryOptions(jobsEndpoints.studentApplications, { query: { limit } });
}

export function useStudentApplications(limit: number) {
  return useQuery(studentApplicationsQueryOptions(limit));
}

export function savedJobsQueryOptions(limit: number) {
  return apiQueryOptions(jobsEndpoints.savedJobs, { query: { limit } });
}

export function useSavedJobs(limit: number) {
  return useQuery(savedJobsQueryOptions(limit));
}
