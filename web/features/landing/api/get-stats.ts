// The three public counters on the landing page.
import { useQuery } from '@tanstack/react-query';
import { platformEndpoints } from '@common/endpoints/platform';
import { apiQueryOptions } from '@web/lib/api-query';

export const statsQueryOptions = () => apiQueryOptions(platformEndpoints.stats);

export function useStats() {
  return useQuery(statsQueryOptions());
}
