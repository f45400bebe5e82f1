import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRoleFilter, AdminUsersPage } from '@common/contracts/admin';
import { apiGet } from '@web/lib/api-client';
import { adminKeys, toSearch } from './keys';

export interface AdminUsersParams {
  q?: string;
  role?: AdminRoleFilter;
  cursor?: string;
}

export const getAdminUsers = (params: AdminUsersParams) =>
  apiGet<AdminUsersPage>(`/api/admin/users${toSearch({ q: params.q, role: params.role, cursor: params.cursor })}`);

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({ queryKey: [...adminKeys.users(), params], queryFn: () => getAdminUsers(params), placeholderData: keepPreviousData });

export const useAdminUsers = (params: AdminUsersParams) => useQuery(adminUsersQueryOptions(params));
