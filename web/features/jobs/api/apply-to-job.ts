// Applying to a posting (docs/product/jobs.md#apply); the lists and counts that show it refresh.
import type { ApplyBody } from '@common/contracts/jobs';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { useApiMutation } from '@web/lib/api-query';

export function useApplyToJob(id: string) {
  return useApiMutation(jobsEndpoints.apply, { toInput: (body: ApplyBody) => ({ params: { id }, body }) });
}
