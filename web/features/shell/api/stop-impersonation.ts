import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@common/contracts/auth';
import { apiRequest } from '@web/lib/api-client';

/** Spec 7: POST /api/admin/impersonate/stop with an empty object; answers with the admin again. */
export function stopImpersonation() {
  return apiRequest<{ user: CurrentUser }>('POST', '/api/admin/impersonate/stop', {});
}

export function useStopImpersonation() {
  return useMutation({ mutationFn: stopImpersonation });
}
