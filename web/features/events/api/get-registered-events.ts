// The signed-in user's upcoming events, those they registered for (the student's dashboard).
import { useInfiniteQuery } from '@tanstack/react-query';
import { eventsEndpoints } from '@common/endpoints/events';
import { apiPagedQueryOptions } from '@web/lib/api-query';

/** What "Show more" adds to the card. */
const MORE_EVENTS = 20;

export const registeredEventsQueryOptions = (limit: number) =>
  apiPagedQueryOptions(eventsEndpoints.registered, { query: { limit } }, { laterLimit: MORE_EVENTS });

export const useRegisteredEvents = (limit: number) => useInfiniteQuery(registeredEventsQueryOptions(limit));
