import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import {
  saveSignInProviderBody,
  schoolSignInCallbackParams,
  schoolSignInCallbackQuery,
  signInProviderResponse,
  startSchoolSignInBody,
  startSchoolSignInResponse,
} from '../contracts/school-sign-in';

// Students sign in with their school's own identity provider (OpenID Connect), which a verified
// school's staff configure (docs/product/school-sign-in.md). The provider's secret never leaves
// the server: the settings answer only says one is stored.

const tag = 'school-sign-in';
/** A school that FirstRung verified, with its address confirmed: it vouches for its students' identities. */
const verifiedSchool = access.verifiedOrganisation('institution');

export const schoolSignInEndpoints = {
  /** The school's provider (null when none) and the redirect URI to give the provider. */
  getProvider: defineEndpoint({
    method: 'GET',
    path: '/api/institution/sign-in-provider',
    tag,
    summary: "My school's identity provider (never its secret) and the redirect URI to give it",
    access: verifiedSchool,
    response: signInProviderResponse,
    reads: ['institutions'],
  }),
  /**
   * Reads the provider's discovery document first: 400 naming `issuer` when it cannot be read or
   * names another issuer; 409 naming the domain another school claimed already. Without
   * `clientSecret`, the stored secret stays (400 naming `clientSecret` when none is stored).
   */
  saveProvider: defineEndpoint({
    method: 'PUT',
    path: '/api/institution/sign-in-provider',
    tag,
    summary: "Set my school's identity provider: issuer, client id and secret, the e-mail domains it vouches for",
    access: verifiedSchool,
    body: saveSignInProviderBody,
    response: signInProviderResponse,
    changes: ['institutions'],
    errors: ['CONFLICT'],
  }),
  /** Students already signed in keep their accounts (and their password, if they set one). Answers 204. */
  removeProvider: defineEndpoint({
    method: 'DELETE',
    path: '/api/institution/sign-in-provider',
    tag,
    summary: "Stop signing students in with my school's identity provider (204)",
    access: verifiedSchool,
    changes: ['institutions'],
    status: 204,
  }),
  /**
   * The address of the school's provider for the e-mail's domain; the browser goes there. 404 when no
   * school signs in with that domain (the person signs in with their password instead).
   */
  start: defineEndpoint({
    method: 'POST',
    path: '/api/auth/school-sign-in',
    tag,
    summary: "Start signing in with my school's identity provider (answers the provider's address)",
    access: access.public,
    body: startSchoolSignInBody,
    response: startSchoolSignInResponse,
    // Only the sign-in's state cookie is set; nobody is signed in yet.
    changes: [],
    errors: ['NOT_FOUND'],
  }),
  /**
   * A full-page navigation from the provider (the redirect URI): the answer is checked (issuer,
   * signature, audience, state, PKCE) and the browser goes on, signed in, or to the sign-in page
   * with the reason.
   */
  callback: defineEndpoint({
    method: 'GET',
    path: '/api/identity/sso/callback/:providerId',
    tag,
    summary: "The school's identity provider's answer (a redirect)",
    access: access.public,
    params: schoolSignInCallbackParams,
    query: schoolSignInCallbackQuery,
    status: 302,
  }),
};
