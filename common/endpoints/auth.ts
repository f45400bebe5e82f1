import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import {
  checkYourEmailResponse,
  currentUserSchema,
  forgotPasswordBody,
  loginBody,
  okResponse,
  registerBody,
  resendVerificationBody,
  resetPasswordBody,
  setupRoleBody,
  userResponse,
  verifyEmailBody,
  verifyEmailResponse,
} from '../contracts/auth';

/**
 * Signing up and in and out, the current user and the role choice, confirming the e-mail address
 * and resetting a forgotten password (docs/product/accounts.md, docs/decisions/022).
 */
export const authEndpoints = {
  /** A full-page navigation (a link, not a data call): the server redirects to the sign-in page. */
  login: defineEndpoint({
    method: 'GET',
    path: '/api/login',
    tag: 'auth',
    summary: 'Go to the sign-in page (a redirect)',
    access: access.public,
    status: 302,
  }),
  /**
   * A full-page navigation: redirects home, and ends the session only when the navigation came
   * from the app's own pages or the user's own address bar (never a link on another site; docs/decisions/019).
   */
  logout: defineEndpoint({
    method: 'GET',
    path: '/api/logout',
    tag: 'auth',
    summary: 'Sign out and go home (a redirect)',
    access: access.public,
    status: 302,
  }),
  /** How the app signs out: ends the session, if any (the browser then goes home). */
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/logout',
    tag: 'auth',
    summary: 'Sign out',
    access: access.public,
    response: okResponse,
    changes: ['session'],
  }),
  /**
   * The same answer (202, no session) whether the address is new or already has an account: a
   * new one gets the confirmation link, a known one's owner a note (docs/decisions/022).
   */
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    tag: 'auth',
    summary: 'Create an account; the confirmation link goes to the e-mail address',
    access: access.public,
    body: registerBody,
    response: checkYourEmailResponse,
    status: 202,
    // Nobody is signed in by it, and nothing the browser shows changes.
    changes: [],
    rateLimited: true,
  }),
  /**
   * The confirmation link again: to the signed-in user's own address, or to the address a visitor
   * names (the same answer whether it has an unconfirmed account or not).
   */
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    tag: 'auth',
    summary: 'Send the e-mail confirmation link again',
    access: access.public,
    body: resendVerificationBody,
    response: checkYourEmailResponse,
    status: 202,
    changes: [],
    rateLimited: true,
  }),
  /** The token of a confirmation link (sign-up or a change of address); a sign-up's link also signs in. */
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    tag: 'auth',
    summary: 'Confirm an e-mail address with the token of a mailed link',
    access: access.public,
    body: verifyEmailBody,
    response: verifyEmailResponse,
    changes: ['session'],
    rateLimited: true,
    errors: ['LINK_EXPIRED', 'LINK_INVALID', 'CONFLICT'],
  }),
  /** The same answer whether the address has an account or not; an account's owner gets a link valid 1 hour. */
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    tag: 'auth',
    summary: 'Mail a link to choose a new password',
    access: access.public,
    body: forgotPasswordBody,
    response: checkYourEmailResponse,
    status: 202,
    changes: [],
    rateLimited: true,
  }),
  /** Single use; every session of the account ends (400 LINK_EXPIRED / LINK_INVALID for a bad link). */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    tag: 'auth',
    summary: 'Choose a new password with the token of a mailed link',
    access: access.public,
    body: resetPasswordBody,
    response: okResponse,
    changes: ['session'],
    rateLimited: true,
    errors: ['LINK_EXPIRED', 'LINK_INVALID'],
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    tag: 'auth',
    summary: 'Sign in with e-mail and password',
    access: access.public,
    body: loginBody,
    response: userResponse,
    changes: ['session'],
    rateLimited: true,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_SUSPENDED'],
  }),
  /** Who is signed in; a visitor gets 401, which the browser reads as "nobody". */
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user',
    tag: 'auth',
    summary: 'The signed-in user',
    access: access.signedIn,
    // `hasProfile` (and the role a first profile save gives) change with the profile, `termsAccepted`
    // with the terms accepted again (consent).
    response: currentUserSchema,
    reads: ['session', 'profile', 'consent'],
  }),
  /** The one-time role choice of a user who has none yet (409 once a role is set). */
  chooseRole: defineEndpoint({
    method: 'POST',
    path: '/api/auth/setup-profile',
    tag: 'auth',
    summary: 'Choose your role (once)',
    access: access.signedIn,
    body: setupRoleBody,
    response: userResponse,
    changes: ['session'],
    errors: ['CONFLICT'],
  }),
};
