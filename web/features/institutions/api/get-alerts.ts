// Open alerts about high-school postings in the institution's city, newest first (the first page).
import { useQuery } from '@tanstack/react-query';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { apiQueryOptions } from '@web/lib/api-query';

export const alertsQueryOptions = () => apiQueryOptions(institutionsEndpoints.alerts);

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
