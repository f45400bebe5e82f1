// The school's students' applications left without an answer (docs/product/applications.md#schools-stalled-applications):
// unanswered 7 days or more after they were sent, or closed with no response lately; oldest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { apiPagedQueryOptions } from '@web/lib/api-query';

/** Rows the card shows at first; "Show more" fetches the next page of the same size. */
export const STALLED_PAGE = 10;

export const stalledApplicationsQueryOptions = () =>
  apiPagedQueryOptions(applicationsEndpoints.stalledApplications, { query: { limit: STALLED_PAGE } });

export function useStalledApplications() {
  return useInfiniteQuery(stalledApplicationsQueryOptions());
}
