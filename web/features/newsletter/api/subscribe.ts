// POST /api/newsletter/subscribe: the footer form (spec 2.3).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscribeBody, SubscribeResponse } from '@common/contracts/newsletter';
import { apiRequest } from '@web/lib/api-client';
import { newsletterStatsQueryKey } from './get-newsletter-stats';

export function subscribeToNewsletter(body: SubscribeBody) {
  return apiRequest<SubscribeResponse>('POST', '/api/newsletter/subscribe', body);
}

export function useSubscribeToNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterStatsQueryKey }),
  });
}
