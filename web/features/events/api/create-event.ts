// POST /api/events (admin), with the date sent as ISO (spec 7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toEventDay, type CreateEventBody, type EventItem } from '@common/contracts/events';
import { apiRequest } from '@web/lib/api-client';
import { eventsQueryKey } from './get-events';

export function createEvent(body: CreateEventBody) {
  // The form holds the picked day ("2025-06-01"); the API gets that day as an ISO datetime.
  const eventDate = toEventDay(body.eventDate)?.toISOString() ?? body.eventDate;
  return apiRequest<{ event: EventItem }>('POST', '/api/events', { ...body, eventDate });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
