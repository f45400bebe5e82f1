import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, ChangeRoleBody } from '@common/contracts/admin';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from './keys';

export const changeUserRole = ({ userId, role }: ChangeRoleBody & { userId: string }) =>
  apiRequest<{ user: AdminUser }>('PATCH', `/api/admin/users/${encodeURIComponent(userId)}/role`, { role });

/** A role change moves the stat cards and writes an audit row, so all three lists refresh. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
    },
  });
}
