import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@common/contracts/auth';
import { consentEndpoints } from '@common/endpoints/consent';
import { currentUserQueryOptions } from '@web/features/auth';
import { useApiMutation } from '@web/lib/api-query';

/**
 * Accepting the current terms and privacy notice. The current user reads 'consent', so it is
 * fetched again; it is marked accepted at once too, so the dialog closes with the answer rather
 * than after the second call.
 */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useApiMutation(consentEndpoints.acceptTerms, {
    onSuccess: () => {
      queryClient.setQueryData(
        currentUserQueryOptions().queryKey,
        (user: CurrentUser | null | undefined) => user && { ...user, termsAccepted: true },
      );
    },
  });
}
