import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { currentUserSchema, loginBody, okResponse, registerBody, setupRoleBody, userResponse } from '../contracts/auth';

/** Signing in and out, the current user and the role choice (docs/product/accounts.md). */
export const authEndpoints = {
  /** A full-page navigation (a link, not a data call): the server redirects to the sign-in page. */
  login: defineEndpoint({
    method: 'GET',
    path: '/api/login',
    tag: 'auth',
    summary: 'Go to the sign-in page (a redirect)',
    access: access.public,
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
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    tag: 'auth',
    summary: 'Create an account and sign in',
    access: access.public,
    body: registerBody,
    response: userResponse,
    changes: ['session'],
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
  }),
  /** Who is signed in; a visitor gets 401, which the browser reads as "nobody". */
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user',
    tag: 'auth',
    summary: 'The signed-in user',
    access: access.signedIn,
    // `hasProfile` (and the role a first profile save gives) change with the profile.
    response: currentUserSchema,
    reads: ['session', 'profile'],
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
  }),
};
