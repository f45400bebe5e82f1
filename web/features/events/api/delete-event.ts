// DELETE /api/events/{id} (admin), which removes its registrations too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { eventsQueryKey } from './get-events';

export function deleteEvent(eventId: string) {
  return apiRequest<{ ok: true }>('DELETE', `/api/events/${encodeURIComponent(eventId)}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
