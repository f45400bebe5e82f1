import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CurrentUser } from '@common/contracts/auth';
import { apiRequest } from '@web/lib/api-client';

/**
 * Returning to the admin account: POST with an empty object; the answer names the admin again.
 * It changes who is signed in, so the whole cache starts again when it succeeds ('session').
 *
 * Transitional: this endpoint is declared by the admin feature (adminEndpoints.stopImpersonation,
 * changes ['session']); once that declaration is on this branch, this becomes
 * `useApiMutation(adminEndpoints.stopImpersonation, { toInput: () => ({ body: {} }), ...options })`.
 */
export function useStopImpersonation(options: Omit<UseMutationOptions<{ user: CurrentUser }, Error, void>, 'mutationFn'> = {}) {
  return useMutation({
    ...options,
    mutationFn: () => apiRequest<{ user: CurrentUser }>('POST', '/api/admin/impersonate/stop', {}),
    meta: { changes: ['session'] },
  });
}
