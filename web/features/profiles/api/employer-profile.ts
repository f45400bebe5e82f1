// The signed-in user's own employer profile, and saving it (docs/product/profiles.md).
import { useQuery } from '@tanstack/react-query';
import type { EmployerProfileBody } from '@common/contracts/profiles';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

export const ownEmployerProfileQueryOptions = () => apiQueryOptions(profilesEndpoints.employerProfile);

/** The profile, or null when there is none yet. Only a signed-in user has one to load. */
export function useOwnEmployerProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ownEmployerProfileQueryOptions(), enabled, select: (answer) => answer.profile });
}

export function useSaveEmployerProfile() {
  return useApiMutation(profilesEndpoints.saveEmployerProfile, { toInput: (body: EmployerProfileBody) => ({ body }) });
}
