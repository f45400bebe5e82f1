import type { AccountStatus } from '@common/enums';
import { adminEndpoints } from '@common/endpoints/admin';
import { useApiMutation } from '@web/lib/api-query';

/** Suspend or reactivate a user (audited as user.suspend / user.reactivate). */
export const useSetAccountStatus = () =>
  useApiMutation(adminEndpoints.setUserStatus, {
    toInput: ({ userId, status }: { userId: string; status: AccountStatus }) => ({ params: { userId }, body: { status } }),
  });
