import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import {
  guardianConsentAnswerBody,
  guardianConsentAnswerResponse,
  guardianConsentCodeResponse,
  guardianConsentLinkParams,
  guardianConsentLinkResponse,
  guardianConsentRequestBody,
  guardianConsentStatusResponse,
  termsAcceptanceBody,
  termsAcceptanceResponse,
} from '../contracts/consent';

// A parent's or guardian's consent for a student under the age of digital consent
// (docs/product/accounts.md#consent-at-sign-up). The student sees where they stand and names the
// guardian; the guardian, with no account, answers from the e-mailed link with a 6-digit code sent
// separately (SMS where a gateway is configured, else e-mail). The guardian's calls are public,
// limited per network; a token that names nothing reads as not found.

const tag = 'consent';

export const consentEndpoints = {
  /** Whether the student may apply yet, and the guardian last named. */
  status: defineEndpoint({
    method: 'GET',
    path: '/api/consent/guardian',
    tag,
    summary: "Whether a parent's or guardian's consent is needed before the student applies, and where it stands",
    access: access.roles('student'),
    response: guardianConsentStatusResponse,
    reads: ['consent'],
  }),
  /** Names a parent or guardian and e-mails them the link; an earlier request stops working. */
  requestConsent: defineEndpoint({
    method: 'POST',
    path: '/api/consent/guardian',
    tag,
    summary: 'Name the parent or guardian who will consent; they get a link by e-mail',
    access: access.roles('student'),
    body: guardianConsentRequestBody,
    response: guardianConsentStatusResponse,
    status: 201,
    changes: ['consent'],
    errors: ['CONFLICT', 'BIRTH_DATE_REQUIRED', 'VALIDATION_FAILED'],
  }),
  link: defineEndpoint({
    method: 'GET',
    path: '/api/guardian/consents/:token',
    tag,
    summary: 'What a parent or guardian is asked to consent to, from the link they received',
    access: access.public,
    params: guardianConsentLinkParams,
    response: guardianConsentLinkResponse,
    reads: ['consent'],
    rateLimited: true,
  }),
  /** A new code (10 minutes, 5 tries); earlier unused codes for this link stop working. */
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/api/guardian/consents/:token/code',
    tag,
    summary: 'Send the 6-digit code that goes with the link',
    access: access.public,
    params: guardianConsentLinkParams,
    response: guardianConsentCodeResponse,
    changes: ['consent'],
    rateLimited: true,
    errors: ['CONFLICT'],
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: '/api/guardian/consents/:token/answer',
    tag,
    summary: 'Consent or refuse as the parent or guardian, with the code',
    access: access.public,
    params: guardianConsentLinkParams,
    body: guardianConsentAnswerBody,
    response: guardianConsentAnswerResponse,
    changes: ['consent'],
    rateLimited: true,
    errors: ['CONFLICT', 'VALIDATION_FAILED'],
  }),
  /**
   * The signed-in user accepts the current terms and privacy notice (an account from before the
   * record, or after a version changed). Only in their own session: an admin viewing as someone
   * never accepts for them. 409 when the versions sent are not the current ones.
   */
  acceptTerms: defineEndpoint({
    method: 'POST',
    path: '/api/consent/terms',
    tag,
    summary: 'Accept the current terms of use and privacy notice',
    access: access.ownAccount,
    body: termsAcceptanceBody,
    response: termsAcceptanceResponse,
    // The current user's termsAccepted reads 'consent'.
    changes: ['consent'],
    errors: ['CONFLICT'],
  }),
};
