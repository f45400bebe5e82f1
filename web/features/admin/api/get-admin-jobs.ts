import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@common/endpoints/admin';
import { apiPagedQueryOptions } from '@web/lib/api-query';

export const adminJobsQueryOptions = (q: string) => apiPagedQueryOptions(adminEndpoints.jobs, { query: q ? { q } : {} });

/** The Job Postings tab's pages, all or those whose title or company contains `q`; a new search keeps the old rows until its first page arrives. */
export const useAdminJobs = (q: string) => useInfiniteQuery({ ...adminJobsQueryOptions(q), placeholderData: keepPreviousData });
