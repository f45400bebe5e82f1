import { useQuery } from '@tanstack/react-query';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

// The hours log's calls (common/endpoints/placement-hours.ts). Each change `changes` placementHours,
// so the log and its totals refresh when it settles (web/lib/query-client.ts).

export const usePlacementHours = (id: string) => useQuery(apiQueryOptions(placementHoursEndpoints.list, { params: { id } }));
export const useLogShift = () => useApiMutation(placementHoursEndpoints.create);
export const useUpdateShift = () => useApiMutation(placementHoursEndpoints.update);
export const useRemoveShift = () => useApiMutation(placementHoursEndpoints.remove);
export const useVerifyShift = () => useApiMutation(placementHoursEndpoints.verify);
export const useApproveShifts = () => useApiMutation(placementHoursEndpoints.approve);
