import { endpointUrl } from '@common/api/endpoint';
import { authEndpoints } from '@common/endpoints/auth';
import { createPersona, signIn, TEST_PASSWORD } from '../../helpers/personas';
import type { MatrixRow } from '../matrix-types';

// Health, the API description and the landing counters (common/endpoints/platform.ts), and
// signing in and out (common/endpoints/auth.ts).
export const coreRows: MatrixRow[] = [
  { method: 'GET', route: '/healthz' },
  { method: 'GET', route: '/readyz' },
  { method: 'GET', route: '/api/openapi.json' },
  { method: 'GET', route: '/api/stats' },
  { method: 'GET', route: authEndpoints.login.path },
  // A throwaway session, so signing out does not end the persona's session for later rows.
  {
    method: 'GET',
    route: authEndpoints.logout.path,
    request: async ({ app }, persona) => ({
      url: endpointUrl(authEndpoints.logout),
      ...(persona.email ? { cookie: await signIn(app, persona.email) } : {}),
    }),
  },
  {
    method: 'POST',
    route: authEndpoints.signOut.path,
    request: async ({ app }, persona) => ({
      url: endpointUrl(authEndpoints.signOut),
      ...(persona.email ? { cookie: await signIn(app, persona.email) } : {}),
    }),
  },
  {
    method: 'POST',
    route: authEndpoints.register.path,
    request: () => ({
      url: endpointUrl(authEndpoints.register),
      payload: { email: `matrix-${crypto.randomUUID()}@test.firstrung`, password: 'long-enough-1', firstName: 'Matrix', lastName: 'Row' },
    }),
  },
  // "Send the link again" (signed in: to your own address; a visitor names one), the link's token,
  // "forgot password" and the reset: open to everyone. A made-up token is a 400, never a 401.
  {
    method: 'POST',
    route: authEndpoints.resendVerification.path,
    request: (_ctx, persona) => ({
      url: endpointUrl(authEndpoints.resendVerification),
      payload: { email: persona.email ?? `matrix-${crypto.randomUUID()}@test.firstrung` },
    }),
  },
  {
    method: 'POST',
    route: authEndpoints.verifyEmail.path,
    request: () => ({ url: endpointUrl(authEndpoints.verifyEmail), payload: { token: 'not-a-real-token' } }),
  },
  {
    method: 'POST',
    route: authEndpoints.forgotPassword.path,
    request: () => ({ url: endpointUrl(authEndpoints.forgotPassword), payload: { email: `matrix-${crypto.randomUUID()}@test.firstrung` } }),
  },
  {
    method: 'POST',
    route: authEndpoints.resetPassword.path,
    request: () => ({ url: endpointUrl(authEndpoints.resetPassword), payload: { token: 'not-a-real-token', password: 'a-new-long-password-9' } }),
  },
  {
    method: 'POST',
    route: authEndpoints.signIn.path,
    request: ({ personas }) => ({ url: endpointUrl(authEndpoints.signIn), payload: { email: personas.student.email, password: TEST_PASSWORD } }),
  },
  { method: 'GET', route: authEndpoints.currentUser.path },
  // Only a user without a role may choose one; the others are refused by the "once" rule (409).
  // The no-role caller is a throwaway account, so the shared no-role persona keeps having no role.
  {
    method: 'POST',
    route: authEndpoints.chooseRole.path,
    request: async ({ app }, persona) => ({
      url: endpointUrl(authEndpoints.chooseRole),
      payload: { role: 'student' },
      ...(persona.kind === 'noRole' ? { cookie: (await createPersona(app, 'noRole')).cookie } : {}),
    }),
  },
];
