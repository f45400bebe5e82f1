// The signed-in user's own institution profile, and saving it (docs/product/profiles.md).
import { useQuery } from '@tanstack/react-query';
import type { InstitutionProfileBody } from '@common/contracts/profiles';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

export const ownInstitutionProfileQueryOptions = () => apiQueryOptions(profilesEndpoints.institutionProfile);

/** The profile, or null when there is none yet. Only a signed-in user has one to load. */
export function useOwnInstitutionProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ownInstitutionProfileQueryOptions(), enabled, select: (answer) => answer.profile });
}

export function useSaveInstitutionProfile() {
  return useApiMutation(profilesEndpoints.saveInstitutionProfile, { toInput: (body: InstitutionProfileBody) => ({ body }) });
}
