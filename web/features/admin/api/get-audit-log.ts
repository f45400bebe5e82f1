import { useInfiniteQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@common/endpoints/admin';
import { apiPagedQueryOptions } from '@web/lib/api-query';

export const auditLogQueryOptions = () => apiPagedQueryOptions(adminEndpoints.auditLog, {});

export const useAuditLog = () => useInfiniteQuery(auditLogQueryOptions());
