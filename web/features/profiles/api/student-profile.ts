// The signed-in user's own student profile, and saving it (docs/product/profiles.md).
import { useQuery } from '@tanstack/react-query';
import type { StudentProfileBody } from '@common/contracts/profiles';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

export const ownStudentProfileQueryOptions = () => apiQueryOptions(profilesEndpoints.studentProfile);

/** The profile, or null when there is none yet. Only a signed-in user has one to load. */
export function useOwnStudentProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ownStudentProfileQueryOptions(), enabled, select: (answer) => answer.profile });
}

export function useSaveStudentProfile() {
  return useApiMutation(profilesEndpoints.saveStudentProfile, { toInput: (body: StudentProfileBody) => ({ body }) });
}
