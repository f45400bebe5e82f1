// POST /api/events/{id}/register {registrationType} (spec 7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterForEventBody, RegistrationResponse } from '@common/contracts/events';
import { apiRequest } from '@web/lib/api-client';
import { eventsQueryKey } from './get-events';

export function registerForEvent(eventId: string, body: RegisterForEventBody) {
  return apiRequest<RegistrationResponse>('POST', `/api/events/${encodeURIComponent(eventId)}/register`, body);
}

export function useRegisterForEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, ...body }: RegisterForEventBody & { eventId: string }) => registerForEvent(eventId, body),
    // Also after a failure: a "full" answer means our count of places left is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
