// PATCH /api/account/suspend (spec 7): suspend your own account.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export function suspendAccount() {
  return apiRequest<{ ok: true }>('PATCH', '/api/account/suspend');
}

export function useSuspendAccount() {
  return useMutation({ mutationFn: suspendAccount });
}
