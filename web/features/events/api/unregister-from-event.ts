// Cancel your registration for an event.
import { eventsEndpoints } from '@common/endpoints/events';
import { useApiMutation } from '@web/lib/api-query';

export const useUnregisterFromEvent = () => useApiMutation(eventsEndpoints.unregister, { toInput: (id: string) => ({ params: { id } }) });
