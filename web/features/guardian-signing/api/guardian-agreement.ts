// The parent or guardian's calls (common/endpoints/guardian.ts): no sign-in, the link's token in each.
import { useQuery } from '@tanstack/react-query';
import { guardianEndpoints } from '@common/endpoints/guardian';
import type { z } from 'zod';
import type { guardianDeclineBody, guardianSignBody } from '@common/contracts/placement-signatures';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/** The agreement the link names and where it stands. */
export function useGuardianAgreement(token: string) {
  return useQuery(apiQueryOptions(guardianEndpoints.agreement, { params: { token } }));
}

/** "Send me the code": a new code, the earlier ones ended. */
export function useSendGuardianCode(token: string) {
  return useApiMutation<typeof guardianEndpoints.sendCode, void>(guardianEndpoints.sendCode, { toInput: () => ({ params: { token } }) });
}

export function useGuardianSign(token: string) {
  return useApiMutation(guardianEndpoints.sign, { toInput: (body: z.input<typeof guardianSignBody>) => ({ params: { token }, body }) });
}

export function useGuardianDecline(token: string) {
  return useApiMutation(guardianEndpoints.decline, { toInput: (body: z.input<typeof guardianDeclineBody>) => ({ params: { token }, body }) });
}
