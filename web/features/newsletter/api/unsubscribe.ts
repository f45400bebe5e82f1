// POST /api/newsletter/unsubscribe: the page an unsubscribe link opens; no sign-in needed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeBody, UnsubscribeResponse } from '@common/contracts/newsletter';
import { apiRequest } from '@web/lib/api-client';
import { newsletterStatsQueryKey } from './get-newsletter-stats';

export function unsubscribeFromNewsletter(body: UnsubscribeBody) {
  return apiRequest<UnsubscribeResponse>('POST', '/api/newsletter/unsubscribe', body);
}

export function useUnsubscribeFromNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeFromNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterStatsQueryKey }),
  });
}
