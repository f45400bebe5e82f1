// GET and POST /api/institution/profile (spec 7). A visitor's 401 reads as "no profile".
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstitutionProfileBody, InstitutionProfileResponse } from '@common/contracts/profiles';
import { apiRequest } from '@web/lib/api-client';
import { getOrNullOn401 } from '@web/lib/query-client';

export const INSTITUTION_PROFILE_PATH = '/api/institution/profile';
export const institutionProfileQueryKey = ['profiles', 'institution'] as const;

export function institutionProfileQueryOptions() {
  return queryOptions({ queryKey: institutionProfileQueryKey, queryFn: getOrNullOn401<InstitutionProfileResponse>(INSTITUTION_PROFILE_PATH) });
}

/** Only a signed-in user has a profile to load; a visitor starts with a blank form. */
export function useInstitutionProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...institutionProfileQueryOptions(), enabled });
}

export function saveInstitutionProfile(body: InstitutionProfileBody) {
  return apiRequest<InstitutionProfileResponse>('POST', INSTITUTION_PROFILE_PATH, body);
}

export function useSaveInstitutionProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstitutionProfile,
    onSuccess: (data) => {
      queryClient.setQueryData(institutionProfileQueryKey, data);
      // The picker lists institutions by name; a new or renamed one must show there.
      void queryClient.invalidateQueries({ queryKey: ['profiles', 'institutions'] });
    },
  });
}
