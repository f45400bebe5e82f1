import { useState } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@common/api/paging';

/**
 * Previous / Next over a paged list (docs/decisions/007). The pages fetched so far stay in the
 * list's one cache entry, so Previous shows a page again without a request and Next fetches only a
 * page not seen yet. The total is the first page's: later pages are not counted. `reset` goes back
 * to the first page (a new search or filter).
 */
export function usePageWalker<T>(list: UseInfiniteQueryResult<InfiniteData<Page<T>, string | null>>) {
  const [index, setIndex] = useState(0);
  const pages = list.data?.pages ?? [];
  // A refresh may bring back fewer pages than were walked: stay on the last one there is.
  const current = Math.min(index, Math.max(0, pages.length - 1));

  const next = async () => {
    if (current >= pages.length - 1) {
      const result = await list.fetchNextPage();
      if (result.isError) return;
    }
    setIndex(current + 1);
  };

  return {
    /** Null until the first page has loaded. */
    items: pages[current]?.items ?? null,
    total: pages[0]?.total ?? null,
    pageNumber: current + 1,
    hasPrevious: current > 0,
    hasNext: current < pages.length - 1 || list.hasNextPage,
    isTurning: list.isFetchingNextPage,
    previous: () => setIndex(Math.max(0, current - 1)),
    next: () => void next(),
    reset: () => setIndex(0),
  };
}

export type PageWalker<T> = ReturnType<typeof usePageWalker<T>>;
