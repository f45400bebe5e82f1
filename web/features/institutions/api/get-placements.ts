// GET /api/institution/placements: the students' applications; accepted ones are placements.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type PlacementsResponse } from '@common/contracts/institutions';
import { apiGet } from '@web/lib/api-client';

export function getPlacements() {
  return apiGet<PlacementsResponse>(`/api/institution/placements?pageSize=${PAGE_SIZE_MAX}`);
}

export function placementsQueryOptions() {
  return queryOptions({ queryKey: ['institution', 'placements'], queryFn: getPlacements });
}

export function usePlacements() {
  return useQuery(placementsQueryOptions());
}
