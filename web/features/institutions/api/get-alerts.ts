// GET /api/institution/alerts: open alerts about high-school postings in the city, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertsResponse } from '@common/contracts/institutions';
import { apiGet } from '@web/lib/api-client';

export const alertsQueryKey = ['institution', 'alerts'] as const;

export function getAlerts() {
  return apiGet<AlertsResponse>('/api/institution/alerts');
}

export function alertsQueryOptions() {
  return queryOptions({ queryKey: alertsQueryKey, queryFn: getAlerts });
}

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
