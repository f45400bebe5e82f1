import { useMutation } from '@tanstack/react-query';
import type { ImpersonateBody } from '@common/contracts/admin';
import type { CurrentUser } from '@common/contracts/auth';
import { apiRequest } from '@web/lib/api-client';

/** Spec 7: POST /api/admin/impersonate {targetUserId}. The caller reloads the app at / on success. */
export const startImpersonation = (body: ImpersonateBody) =>
  apiRequest<{ user: CurrentUser }>('POST', '/api/admin/impersonate', body);

export const useStartImpersonation = () => useMutation({ mutationFn: startImpersonation });
