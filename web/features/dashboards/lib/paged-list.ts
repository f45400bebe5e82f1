import type { InfiniteData } from '@tanstack/react-query';

/** A loaded paged list as the dashboards' cards take it: its pages and the "Show more" of the next. */
export interface PagedList<Page> {
  data: InfiniteData<Page, string | null>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}
