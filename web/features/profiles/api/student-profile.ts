// GET and POST /api/student/profile (spec 7). A visitor's 401 reads as "no profile".
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentProfileBody, StudentProfileResponse } from '@common/contracts/profiles';
import { apiRequest } from '@web/lib/api-client';
import { getOrNullOn401 } from '@web/lib/query-client';

export const STUDENT_PROFILE_PATH = '/api/student/profile';
export const studentProfileQueryKey = ['profiles', 'student'] as const;

export function studentProfileQueryOptions() {
  return queryOptions({ queryKey: studentProfileQueryKey, queryFn: getOrNullOn401<StudentProfileResponse>(STUDENT_PROFILE_PATH) });
}

/** Only a signed-in user has a profile to load; a visitor starts with a blank form. */
export function useStudentProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...studentProfileQueryOptions(), enabled });
}

export function saveStudentProfile(body: StudentProfileBody) {
  return apiRequest<StudentProfileResponse>('POST', STUDENT_PROFILE_PATH, body);
}

export function useSaveStudentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudentProfile,
    onSuccess: (data) => queryClient.setQueryData(studentProfileQueryKey, data),
  });
}
