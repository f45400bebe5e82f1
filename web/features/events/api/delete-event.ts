// Delete an event (admins); its registrations go with it.
import { eventsEndpoints } from '@common/endpoints/events';
import { useApiMutation } from '@web/lib/api-query';

export const useDeleteEvent = () => useApiMutation(eventsEndpoints.remove, { toInput: (id: string) => ({ params: { id } }) });
