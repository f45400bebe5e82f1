// GET /api/stats: the three public counters on the landing page (spec 2.2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStats } from '@common/contracts/stats';
import { apiGet } from '@web/lib/api-client';

export function getStats() {
  return apiGet<PublicStats>('/api/stats');
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: ['stats'], queryFn: getStats });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
