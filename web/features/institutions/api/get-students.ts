// The registered students table, by name, a page at a time: searched by name or e-mail, filtered by where students stand.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { RosterStatus } from '@common/contracts/institutions';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { apiPagedQueryOptions } from '@web/lib/api-query';

/** Rows a page of the roster holds; "Show more students" fetches the next. */
export const ROSTER_PAGE = 25;

export interface RosterFilter {
  q: string;
  status: RosterStatus | undefined;
}

export const studentsQueryOptions = (filter: RosterFilter) =>
  apiPagedQueryOptions(institutionsEndpoints.students, {
    query: { limit: ROSTER_PAGE, ...(filter.q ? { q: filter.q } : {}), ...(filter.status ? { status: filter.status } : {}) },
  });

export function useStudents(filter: RosterFilter) {
  return useInfiniteQuery(studentsQueryOptions(filter));
}
