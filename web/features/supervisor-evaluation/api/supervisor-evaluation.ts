// The supervisor's calls (common/endpoints/supervisor.ts): no sign-in, the link's token in each.
import { useQuery } from '@tanstack/react-query';
import type { EvaluationBody } from '@common/contracts/placement-closure';
import { supervisorEndpoints } from '@common/endpoints/supervisor';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/** The placement the link names, its verified minutes, and when it was answered. */
export function useSupervisorEvaluation(token: string) {
  return useQuery(apiQueryOptions(supervisorEndpoints.evaluation, { params: { token } }));
}

export function useSendEvaluation(token: string) {
  return useApiMutation(supervisorEndpoints.evaluate, { toInput: (body: EvaluationBody) => ({ params: { token }, body }) });
}
