import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** Spec 7: POST /api/admin/impersonate/stop with an empty object. */
export function stopImpersonation() {
  return apiRequest<unknown>('POST', '/api/admin/impersonate/stop', {});
}

export function useStopImpersonation() {
  return useMutation({ mutationFn: stopImpersonation });
}
