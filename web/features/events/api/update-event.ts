// Edit an event (admins): the whole event again, the picked day sent as ISO (docs/product/events.md#editing).
import type { CreateEventBody } from '@common/contracts/events';
import { eventsEndpoints } from '@common/endpoints/events';
import { useApiMutation } from '@web/lib/api-query';
import { createEventInput } from './create-event';

export const useUpdateEvent = () =>
  useApiMutation(eventsEndpoints.update, {
    toInput: ({ id, body }: { id: string; body: CreateEventBody }) => ({ params: { id }, ...createEventInput(body) }),
  });
