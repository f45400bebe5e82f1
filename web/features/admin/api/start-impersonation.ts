import type { ImpersonateBody } from '@common/contracts/admin';
import { adminEndpoints } from '@common/endpoints/admin';
import { useApiMutation } from '@web/lib/api-query';

/**
 * Start viewing as a user (docs/product/admin.md). The session changes, so the whole cache is
 * reset; the caller then reloads the app at /.
 */
export const useStartImpersonation = () =>
  useApiMutation(adminEndpoints.impersonate, { toInput: (body: ImpersonateBody) => ({ body }) });
