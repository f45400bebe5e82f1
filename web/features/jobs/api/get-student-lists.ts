// GET /api/student/applications and /api/student/saved-jobs (the student dashboard).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedJobsResponse, StudentApplicationsResponse } from '@common/contracts/jobs';
import { apiGet } from '@web/lib/api-client';
import { jobsKeys } from './query-keys';

export function getStudentApplications(limit: number) {
  return apiGet<StudentApplicationsResponse>(`/api/student/applications?limit=${limit}`);
}

export function studentApplicationsQueryOptions(limit: number) {
  return queryOptions({ queryKey: jobsKeys.studentApplications(limit), queryFn: () => getStudentApplications(limit) });
}

export function useStudentApplications(limit: number) {
  return useQuery(studentApplicationsQueryOptions(limit));
}

export function getSavedJobs(limit: number) {
  return apiGet<SavedJobsResponse>(`/api/student/saved-jobs?limit=${limit}`);
}

export function savedJobsQueryOptions(limit: number) {
  return queryOptions({ queryKey: jobsKeys.savedJobs(limit), queryFn: () => getSavedJobs(limit) });
}

export function useSavedJobs(limit: number) {
  return useQuery(savedJobsQueryOptions(limit));
}
