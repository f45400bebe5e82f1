import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@common/contracts/admin';
import { apiGet } from '@web/lib/api-client';
import { adminKeys, toSearch } from './keys';

export const getAuditLog = (cursor?: string) => apiGet<AuditLogPage>(`/api/admin/audit-log${toSearch({ cursor })}`);

export const auditLogQueryOptions = (cursor?: string) =>
  queryOptions({ queryKey: [...adminKeys.auditLog(), cursor ?? null], queryFn: () => getAuditLog(cursor), placeholderData: keepPreviousData });

export const useAuditLog = (cursor?: string) => useQuery(auditLogQueryOptions(cursor));
