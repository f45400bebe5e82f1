import { useQuery } from '@tanstack/react-query';
import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

// The end of a placement's calls (common/endpoints/placement-closure.ts): its evaluation, reflection,
// sign-off and certificate. Each change `changes` placementClosure, so the closure refreshes when it settles.

/** Asked once the placement is completed (there is nothing to show before). */
export const usePlacementClosure = (id: string, enabled: boolean) =>
  useQuery({ ...apiQueryOptions(placementClosureEndpoints.get, { params: { id } }), enabled });

export const useSaveReflection = () => useApiMutation(placementClosureEndpoints.reflect);
export const useSignOff = () => useApiMutation(placementClosureEndpoints.signOff);
