import { adminEndpoints } from '@common/endpoints/admin';
import { useApiMutation } from '@web/lib/api-query';

/** Take a posting down with the reason its employer reads (audited as job.takedown). */
export const useTakeDownJob = () =>
  useApiMutation(adminEndpoints.takeDownJob, { toInput: ({ id, reason }: { id: string; reason: string }) => ({ params: { id }, body: { reason } }) });
