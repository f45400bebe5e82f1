// DELETE /api/institution/alerts/{id}: dismiss one alert.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { alertsQueryKey } from './get-alerts';

export function dismissAlert(id: string) {
  return apiRequest<null>('DELETE', `/api/institution/alerts/${id}`);
}

export function useDismissAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
