// The placements' list and the reminder to a signer (docs/product/placements.md#the-schools-placement-board):
// calls of the declared endpoints.
import { useInfiniteQuery } from '@tanstack/react-query';
import { placementsEndpoints } from '@common/endpoints/placements';
import { apiPagedQueryOptions, useApiMutation } from '@web/lib/api-query';

/** Placements a page of the board holds; "Load more" fetches the next. */
export const BOARD_PAGE_SIZE = 25;

/** The caller's placements, newest first, `limit` at a time (the dashboards' cards ask for a few). */
export const placementsQueryOptions = (limit: number = BOARD_PAGE_SIZE) => apiPagedQueryOptions(placementsEndpoints.list, { query: { limit } });

export const usePlacementList = (limit?: number, enabled = true) => useInfiniteQuery({ ...placementsQueryOptions(limit), enabled });

/** The school (or, with no school, the employer) reminds one party that has not signed. */
export const useRemindSigner = () =>
  useApiMutation(placementsEndpoints.remind, {
    toInput: ({ placementId, party }: { placementId: string; party: 'student' | 'guardian' | 'employer' | 'institution' }) => ({
      params: { id: placementId },
      body: { party },
    }),
  });
