import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminRoleFilter } from '@common/contracts/admin';
import { adminEndpoints } from '@common/endpoints/admin';
import { apiPagedQueryOptions } from '@web/lib/api-query';

export interface AdminUserFilters {
  q?: string;
  role?: AdminRoleFilter;
}

export const adminUsersQueryOptions = (filters: AdminUserFilters) => apiPagedQueryOptions(adminEndpoints.users, { query: filters });

/** The Users tab's pages; a new search keeps the old rows on screen until its first page arrives. */
export const useAdminUsers = (filters: AdminUserFilters) =>
  useInfiniteQuery({ ...adminUsersQueryOptions(filters), placeholderData: keepPreviousData });
