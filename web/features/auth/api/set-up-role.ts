import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, SetupRoleBody } from '@common/contracts/auth';
import { apiRequest } from '@web/lib/api-client';

/** Spec 2.7 / 7: POST /api/auth/setup-profile {role}. */
export function setUpRole(body: SetupRoleBody) {
  return apiRequest<{ user: CurrentUser }>('POST', '/api/auth/setup-profile', body);
}

export function useSetUpRole() {
  return useMutation({ mutationFn: setUpRole });
}
