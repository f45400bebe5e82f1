import type { Role } from '@common/enums';
import { adminEndpoints } from '@common/endpoints/admin';
import { useApiMutation } from '@web/lib/api-query';

/** A role change moves the stat cards and writes an audit row; its declaration refreshes them. */
export const useChangeUserRole = () =>
  useApiMutation(adminEndpoints.changeRole, {
    toInput: ({ userId, role }: { userId: string; role: Role }) => ({ params: { userId }, body: { role } }),
  });
