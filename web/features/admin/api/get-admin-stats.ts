import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@common/contracts/admin';
import { apiGet } from '@web/lib/api-client';
import { adminKeys } from './keys';

export const getAdminStats = () => apiGet<AdminStats>('/api/admin/stats');

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
