import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountStatus } from '@common/enums';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** PATCH /api/admin/users/:userId/status (the account feature's route; audited as user.suspend / user.reactivate). */
export const setAccountStatus = ({ userId, status }: { userId: string; status: AccountStatus }) =>
  apiRequest<unknown>('PATCH', `/api/admin/users/${encodeURIComponent(userId)}/status`, { status });

export function useSetAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountStatus,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
    },
  });
}
