import { adminEndpoints } from '@common/endpoints/admin';
import { useApiMutation } from '@web/lib/api-query';

/** Delete a user's account and data (audited as user.delete); the Users tab and the figures refresh. */
export const useDeleteUser = () =>
  useApiMutation(adminEndpoints.deleteUser, { toInput: ({ userId }: { userId: string }) => ({ params: { userId } }) });
