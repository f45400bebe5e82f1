import { useInfiniteQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@common/endpoints/admin';
import { apiPagedQueryOptions } from '@web/lib/api-query';

export const adminJobsQueryOptions = () => apiPagedQueryOptions(adminEndpoints.jobs, {});

export const useAdminJobs = () => useInfiniteQuery(adminJobsQueryOptions());
