import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminJobsPage } from '@common/contracts/admin';
import { apiGet } from '@web/lib/api-client';
import { adminKeys, toSearch } from './keys';

export const getAdminJobs = (cursor?: string) => apiGet<AdminJobsPage>(`/api/admin/jobs${toSearch({ cursor })}`);

export const adminJobsQueryOptions = (cursor?: string) =>
  queryOptions({ queryKey: [...adminKeys.jobs(), cursor ?? null], queryFn: () => getAdminJobs(cursor), placeholderData: keepPreviousData });

export const useAdminJobs = (cursor?: string) => useQuery(adminJobsQueryOptions(cursor));
