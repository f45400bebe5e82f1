// A student withdraws one of their applications (docs/product/jobs.md#withdrawing).
import { jobsEndpoints } from '@common/endpoints/jobs';
import { useApiMutation } from '@web/lib/api-query';

export const useWithdrawApplication = () => useApiMutation(jobsEndpoints.withdrawApplication, { toInput: (id: string) => ({ params: { id } }) });
