// The student form's institution picker (public).
import { useQuery } from '@tanstack/react-query';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { apiQueryOptions } from '@web/lib/api-query';

export function useInstitutionPicker() {
  return useQuery({ ...apiQueryOptions(profilesEndpoints.institutionPicker), select: (answer) => answer.items });
}
