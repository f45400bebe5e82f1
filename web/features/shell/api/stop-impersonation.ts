import type { UseMutationOptions } from '@tanstack/react-query';
import type { CurrentUser } from '@common/contracts/auth';
import { adminEndpoints } from '@common/endpoints/admin';
import { useApiMutation } from '@web/lib/api-query';

/**
 * Returning to the admin account: POST with an empty object; the answer names the admin again.
 * It changes who is signed in, so the whole cache starts again when it succeeds ('session').
 */
export function useStopImpersonation(options: Omit<UseMutationOptions<{ user: CurrentUser }, Error, void>, 'mutationFn'> = {}) {
  return useApiMutation(adminEndpoints.stopImpersonation, { ...options, toInput: () => ({ body: {} }) });
}
