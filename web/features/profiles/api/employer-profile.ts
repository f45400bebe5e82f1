// GET and POST /api/employer/profile (spec 7). A visitor's 401 reads as "no profile".
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployerProfileBody, EmployerProfileResponse } from '@common/contracts/profiles';
import { apiRequest } from '@web/lib/api-client';
import { getOrNullOn401 } from '@web/lib/query-client';

export const EMPLOYER_PROFILE_PATH = '/api/employer/profile';
export const employerProfileQueryKey = ['profiles', 'employer'] as const;

export function employerProfileQueryOptions() {
  return queryOptions({ queryKey: employerProfileQueryKey, queryFn: getOrNullOn401<EmployerProfileResponse>(EMPLOYER_PROFILE_PATH) });
}

/** Only a signed-in user has a profile to load; a visitor starts with a blank form. */
export function useEmployerProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...employerProfileQueryOptions(), enabled });
}

export function saveEmployerProfile(body: EmployerProfileBody) {
  return apiRequest<EmployerProfileResponse>('POST', EMPLOYER_PROFILE_PATH, body);
}

export function useSaveEmployerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployerProfile,
    onSuccess: (data) => queryClient.setQueryData(employerProfileQueryKey, data),
  });
}
