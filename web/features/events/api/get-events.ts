// The events list, a page at a time, upcoming events first (docs/product/events.md).
import { useInfiniteQuery } from '@tanstack/react-query';
import { eventsEndpoints } from '@common/endpoints/events';
import { apiPagedQueryOptions } from '@web/lib/api-query';

/**
 * The answer depends on who is asking (their own registration; admins see everyone's); a change of
 * who is signed in resets the whole cache, so nobody sees someone else's.
 */
export const eventsQueryOptions = () => apiPagedQueryOptions(eventsEndpoints.list, {});

export const useEvents = () => useInfiniteQuery(eventsQueryOptions());
