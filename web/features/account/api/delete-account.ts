// DELETE /api/account/delete (spec 7): delete your own account, permanently.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export function deleteAccount() {
  return apiRequest<{ ok: true }>('DELETE', '/api/account/delete');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
