// GET /api/admin/newsletter/stats (admins only): the subscriber count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsletterStats } from '@common/contracts/newsletter';
import { apiGet } from '@web/lib/api-client';

export const newsletterStatsQueryKey = ['admin', 'newsletter', 'stats'] as const;

export function getNewsletterStats() {
  return apiGet<NewsletterStats>('/api/admin/newsletter/stats');
}

export function newsletterStatsQueryOptions() {
  return queryOptions({ queryKey: newsletterStatsQueryKey, queryFn: getNewsletterStats });
}

export function useNewsletterStats() {
  return useQuery(newsletterStatsQueryOptions());
}
