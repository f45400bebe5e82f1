// Register for an event as a chosen type (docs/product/events.md).
import type { RegisterForEventBody } from '@common/contracts/events';
import { eventsEndpoints } from '@common/endpoints/events';
import { useApiMutation } from '@web/lib/api-query';

/** The list refreshes after a failure too (its declaration): "full" means our count was out of date. */
export const useRegisterForEvent = () =>
  useApiMutation(eventsEndpoints.register, {
    toInput: ({ eventId, ...body }: RegisterForEventBody & { eventId: string }) => ({ params: { id: eventId }, body }),
  });
