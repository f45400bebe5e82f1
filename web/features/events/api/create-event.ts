// Create an event (admins), with the picked day sent as ISO (docs/product/events.md).
import { toEventDay, type CreateEventBody } from '@common/contracts/events';
import { eventsEndpoints } from '@common/endpoints/events';
import { useApiMutation } from '@web/lib/api-query';

/** The form holds the picked day ("2025-06-01"); the API gets that day as an ISO datetime. */
export const createEventInput = (body: CreateEventBody) => ({
  body: { ...body, eventDate: toEventDay(body.eventDate)?.toISOString() ?? body.eventDate },
});

export const useCreateEvent = () => useApiMutation(eventsEndpoints.create, { toInput: createEventInput });
