// The students' applications, newest first, a page at a time (optionally one status); accepted ones are placements.
import { useInfiniteQuery } from '@tanstack/react-query';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import type { ApplicationStatus } from '@common/enums';
import { apiPagedQueryOptions } from '@web/lib/api-query';

/** Rows a page of the placements table holds; "Show more" fetches the next. */
export const PLACEMENTS_PAGE = 25;

export const placementsQueryOptions = (status: ApplicationStatus | undefined) =>
  apiPagedQueryOptions(institutionsEndpoints.placements, { query: { limit: PLACEMENTS_PAGE, ...(status ? { status } : {}) } });

export function usePlacements(status: ApplicationStatus | undefined) {
  return useInfiniteQuery(placementsQueryOptions(status));
}
