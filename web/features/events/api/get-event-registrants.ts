// Who registered for one event, for the admin Events tab (docs/product/events.md#who-registered).
import { useInfiniteQuery } from '@tanstack/react-query';
import { eventsEndpoints } from '@common/endpoints/events';
import { apiPagedQueryOptions } from '@web/lib/api-query';

export const eventRegistrantsQueryOptions = (eventId: string) => apiPagedQueryOptions(eventsEndpoints.registrants, { params: { id: eventId } });

export const useEventRegistrants = (eventId: string) => useInfiniteQuery(eventRegistrantsQueryOptions(eventId));
