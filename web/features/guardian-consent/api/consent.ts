// A young student's parent or guardian consent (docs/product/accounts.md#consent-at-sign-up): the
// student's status and request, and the guardian's public page (no sign-in).
import { useQuery } from '@tanstack/react-query';
import { consentEndpoints } from '@common/endpoints/consent';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/** Where the signed-in student stands: whether they may apply yet. */
export function useGuardianConsentStatus() {
  return useQuery(apiQueryOptions(consentEndpoints.status));
}

export function useRequestGuardianConsent() {
  return useApiMutation(consentEndpoints.requestConsent);
}

/** What the guardian's link is about; no retry on a 404 (a link that names nothing). */
export function useGuardianConsentLink(token: string, enabled: boolean) {
  return useQuery({ ...apiQueryOptions(consentEndpoints.link, { params: { token } }), retry: false, enabled });
}

export function useSendGuardianConsentCode() {
  return useApiMutation(consentEndpoints.sendCode);
}

export function useAnswerGuardianConsent() {
  return useApiMutation(consentEndpoints.answer);
}
