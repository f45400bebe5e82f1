// The students' applications, newest first (the first page); accepted ones are placements.
import { useQuery } from '@tanstack/react-query';
import { INSTITUTION_PAGE_MAX } from '@common/contracts/institutions';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { apiQueryOptions } from '@web/lib/api-query';

export const placementsQueryOptions = () => apiQueryOptions(institutionsEndpoints.placements, { query: { limit: INSTITUTION_PAGE_MAX } });

export function usePlacements() {
  return useQuery(placementsQueryOptions());
}
