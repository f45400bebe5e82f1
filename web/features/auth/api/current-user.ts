// GET /api/auth/user. Spec 4: a 401 means "no user" (null), never retried.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@common/contracts/auth';
import { getOrNullOn401 } from '@web/lib/query-client';

export const CURRENT_USER_PATH = '/api/auth/user';
export const currentUserQueryKey = ['auth', 'user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getOrNullOn401<CurrentUser>(CURRENT_USER_PATH),
    retry: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
