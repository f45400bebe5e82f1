import { useInfiniteQuery } from '@tanstack/react-query';
import type { VerificationDecisionBody } from '@common/contracts/verification';
import type { VerificationKind, VerificationStatus } from '@common/enums';
import { adminEndpoints } from '@common/endpoints/admin';
import { apiPagedQueryOptions, useApiMutation } from '@web/lib/api-query';

export const verificationsQueryOptions = (kind: VerificationKind, status: VerificationStatus) =>
  apiPagedQueryOptions(adminEndpoints.verifications, { query: { kind, status } });

/** One kind's schools or employers of one status, a page at a time. */
export const useVerifications = (kind: VerificationKind, status: VerificationStatus) => useInfiniteQuery(verificationsQueryOptions(kind, status));

/** Verify or reject (audited); its declaration refreshes the queue, the postings and the picker. */
export const useDecideVerification = () =>
  useApiMutation(adminEndpoints.decideVerification, {
    toInput: ({ kind, id, ...body }: { kind: VerificationKind; id: string } & VerificationDecisionBody) => ({ params: { kind, id }, body }),
  });
