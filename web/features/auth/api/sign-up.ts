import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody } from '@common/contracts/auth';
import { apiRequest } from '@web/lib/api-client';

export function signUp(body: RegisterBody) {
  return apiRequest<{ user: CurrentUser }>('POST', '/api/auth/register', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
