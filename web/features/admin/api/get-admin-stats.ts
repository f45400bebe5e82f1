import { useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@common/endpoints/admin';
import { apiQueryOptions } from '@web/lib/api-query';

export const adminStatsQueryOptions = () => apiQueryOptions(adminEndpoints.stats);

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
