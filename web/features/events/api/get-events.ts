// GET /api/events: one page at a time, upcoming events first (spec 2.6).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EventListResponse } from '@common/contracts/events';
import { apiGet } from '@web/lib/api-client';

/** Every events query starts with this key; mutations invalidate it. */
export const eventsQueryKey = ['events'] as const;

export function getEvents(page: number): Promise<EventListResponse> {
  return apiGet<EventListResponse>(`/api/events?page=${page}`);
}

/**
 * The answer depends on who is asking (their own registration; admins see everyone's), so the
 * viewer is part of the key and a sign-in or sign-out never shows someone else's data.
 */
export function eventsQueryOptions(viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: [...eventsQueryKey, 'list', viewerId ?? 'visitor'] as const,
    queryFn: ({ pageParam }) => getEvents(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useEvents(viewerId: string | null) {
  return useInfiniteQuery(eventsQueryOptions(viewerId));
}
