import type { ImpersonateBody } from '@common/contracts/admin';
import { adminEndpoints } from '@common/endpoints/admin';
import { useApiMutation } from '@web/lib/api-query';

/**
 * Start viewing as a user (docs/product/admin.md): on success the whole app reloads at / as that
 * user. The reload is started here, in the mutation's own callback, because the cache reset that
 * follows a change of session refetches the current user and unmounts the admin page, and with it
 * any callback passed to mutate().
 */
export const useStartImpersonation = () =>
  useApiMutation(adminEndpoints.impersonate, {
    toInput: (body: ImpersonateBody) => ({ body }),
    onSuccess: () => window.location.assign('/'),
  });
