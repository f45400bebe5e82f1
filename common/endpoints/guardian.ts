import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import {
  guardianAgreementResponse,
  guardianCodeResponse,
  guardianDeclineBody,
  guardianLinkParams,
  guardianResultResponse,
  guardianSignBody,
} from '../contracts/placement-signatures';

// A parent or guardian signs a placement agreement without an account (docs/product/placements.md#the-guardians-signature):
// the link e-mailed to them carries a token; they read the agreement, ask for a 6-digit code (sent by
// SMS where a gateway is configured, else by e-mail), and sign or decline with it. Public, rate limited
// per network; a token that names nothing reads as not found.

const tag = 'guardian';

export const guardianEndpoints = {
  agreement: defineEndpoint({
    method: 'GET',
    path: '/api/guardian/agreements/:token',
    tag,
    summary: 'The agreement a parent or guardian is asked to sign, from the link they received',
    access: access.public,
    params: guardianLinkParams,
    response: guardianAgreementResponse,
    reads: ['placements'],
    rateLimited: true,
  }),
  /** A new code (10 minutes, 5 tries); earlier unused codes for this link stop working. Limited per link and per network. */
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/api/guardian/agreements/:token/code',
    tag,
    summary: 'Send the 6-digit code that goes with the link',
    access: access.public,
    params: guardianLinkParams,
    response: guardianCodeResponse,
    changes: ['placements'],
    rateLimited: true,
    errors: ['CONFLICT'],
  }),
  /**
   * A wrong code: 400 naming `code` and the tries left; a code expired (LINK_EXPIRED), used, tried too
   * often or not this link's (LINK_INVALID): ask for a new one. The link no longer open, or the version
   * changed meanwhile: 409.
   */
  sign: defineEndpoint({
    method: 'POST',
    path: '/api/guardian/agreements/:token/sign',
    tag,
    summary: 'Sign as the parent or guardian, with the code',
    access: access.public,
    params: guardianLinkParams,
    body: guardianSignBody,
    response: guardianResultResponse,
    changes: ['placements'],
    rateLimited: true,
    errors: ['CONFLICT', 'VALIDATION_FAILED', 'LINK_EXPIRED', 'LINK_INVALID'],
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/guardian/agreements/:token/decline',
    tag,
    summary: 'Decline to sign as the parent or guardian, with the code and a reason',
    access: access.public,
    params: guardianLinkParams,
    body: guardianDeclineBody,
    response: guardianResultResponse,
    changes: ['placements'],
    rateLimited: true,
    errors: ['CONFLICT', 'VALIDATION_FAILED', 'LINK_EXPIRED', 'LINK_INVALID'],
  }),
};
