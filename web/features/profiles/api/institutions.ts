// GET /api/institutions: the student form's institution picker (public).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionListItem } from '@common/contracts/profiles';
import { apiGet } from '@web/lib/api-client';

export const institutionsQueryKey = ['profiles', 'institutions'] as const;

export function institutionsQueryOptions() {
  return queryOptions({ queryKey: institutionsQueryKey, queryFn: () => apiGet<InstitutionListItem[]>('/api/institutions') });
}

export function useInstitutions() {
  return useQuery(institutionsQueryOptions());
}
