import { useInfiniteQuery } from '@tanstack/react-query';
import type { VerificationDecisionBody } from '@common/contracts/verification';
import type { VerificationKind, VerificationStatus } from '@common/enums';
import { adminEndpoints } from '@common/endpoints/admin';
import { apiPagedQueryOptions, useApiMutation } from '@web/lib/api-query';

export const verificationsQueryOptions = (kind: VerificationKind, status: VerificationStatus) =>
  apiPagedQueryOptions(adminEndpoints.verifications, { query: { kind, status } });

/** One kind's schools or employers of one status, a page at a time. */
export const useVerifications = (kind: VerificationKind, status: VerificationStatus) => useInfiniteQuery(verificationsQueryOptions(kind, status));

/** How many schools and employers wait for a decision (the Verification tab's name): the pending lists' first pages' totals. */
export function usePendingVerificationCount(): number | undefined {
  const schools = useVerifications('institution', 'pending');
  const employers = useVerifications('employer', 'pending');
  const total = (list: typeof schools) => list.data?.pages[0]?.total ?? undefined;
  const [a, b] = [total(schools), total(employers)];
  return a === undefined || b === undefined ? undefined : a + b;
}

type DecisionVariables = { kind: VerificationKind; id: string } & VerificationDecisionBody;

/**
 * Verify or reject (audited); its declaration refreshes the queue, the postings and the picker.
 * Callbacks go here rather than to mutate(): the refreshed queue no longer lists the decided item,
 * so its card unmounts before mutate()'s own callbacks would run.
 */
export const useDecideVerification = (callbacks: { onSuccess?: (variables: DecisionVariables) => void; onError?: (error: Error) => void } = {}) =>
  useApiMutation(adminEndpoints.decideVerification, {
    onSuccess: (_answer, variables) => callbacks.onSuccess?.(variables),
    onError: (error) => callbacks.onError?.(error),
    toInput: ({ kind, id, ...body }: DecisionVariables) => ({ params: { kind, id }, body }),
  });
