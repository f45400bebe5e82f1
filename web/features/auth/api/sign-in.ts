import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@common/contracts/auth';
import { apiRequest } from '@web/lib/api-client';

export function signIn(body: LoginBody) {
  return apiRequest<{ user: CurrentUser }>('POST', '/api/auth/login', body);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
