// DELETE /api/events/{id}/unregister (spec 7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { eventsQueryKey } from './get-events';

export function unregisterFromEvent(eventId: string) {
  return apiRequest<{ ok: true }>('DELETE', `/api/events/${encodeURIComponent(eventId)}/unregister`);
}

export function useUnregisterFromEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unregisterFromEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
