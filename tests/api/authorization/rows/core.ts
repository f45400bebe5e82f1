import { endpointUrl } from '@common/api/endpoint';
import { authEndpoints } from '@common/endpoints/auth';
import { platformEndpoints } from '@common/endpoints/platform';
import { createPersona, signIn, TEST_PASSWORD } from '../../helpers/personas';
import { row, type MatrixRow } from '../matrix-types';

// Health, the API description and the landing counters (common/endpoints/platform.ts), and
// signing in and out (common/endpoints/auth.ts).
export const coreRows: MatrixRow[] = [
  row(platformEndpoints.health),
  row(platformEndpoints.ready),
  row(platformEndpoints.openApi),
  row(platformEndpoints.stats),
  row(authEndpoints.login),
  // A throwaway session, so signing out does not end the persona's session for later rows.
  row(authEndpoints.logout, {
    request: async ({ app }, persona) => ({
      url: endpointUrl(authEndpoints.logout),
      ...(persona.email ? { cookie: await signIn(app, persona.email) } : {}),
    }),
  }),
  row(authEndpoints.signOut, {
    request: async ({ app }, persona) => ({
      url: endpointUrl(authEndpoints.signOut),
      ...(persona.email ? { cookie: await signIn(app, persona.email) } : {}),
    }),
  }),
  row(authEndpoints.register, {
    request: () => ({
      url: endpointUrl(authEndpoints.register),
      payload: {
        email: `matrix-${crypto.randomUUID()}@test.firstrung`,
        password: 'long-enough-1',
        firstName: 'Matrix',
        lastName: 'Row',
        acceptTerms: true,
      },
    }),
  }),
  // "Send the link again" (signed in: to your own address; a visitor names one), the link's token,
  // "forgot password" and the reset: open to everyone. A made-up token is a 400, never a 401.
  row(authEndpoints.resendVerification, {
    request: (_ctx, persona) => ({
      url: endpointUrl(authEndpoints.resendVerification),
      payload: { email: persona.email ?? `matrix-${crypto.randomUUID()}@test.firstrung` },
    }),
  }),
  row(authEndpoints.verifyEmail, {
    request: () => ({ url: endpointUrl(authEndpoints.verifyEmail), payload: { token: 'not-a-real-token' } }),
  }),
  row(authEndpoints.forgotPassword, {
    request: () => ({ url: endpointUrl(authEndpoints.forgotPassword), payload: { email: `matrix-${crypto.randomUUID()}@test.firstrung` } }),
  }),
  row(authEndpoints.resetPassword, {
    request: () => ({ url: endpointUrl(authEndpoints.resetPassword), payload: { token: 'not-a-real-token', password: 'a-new-long-password-9' } }),
  }),
  row(authEndpoints.signIn, {
    request: ({ personas }) => ({ url: endpointUrl(authEndpoints.signIn), payload: { email: personas.student.email, password: TEST_PASSWORD } }),
  }),
  row(authEndpoints.currentUser),
  // Only a user without a role may choose one; the others are refused by the "once" rule (409).
  // The no-role caller is a throwaway account, so the shared no-role persona keeps having no role.
  row(authEndpoints.chooseRole, {
    request: async ({ app }, persona) => ({
      url: endpointUrl(authEndpoints.chooseRole),
      payload: { role: 'student' },
      ...(persona.kind === 'noRole' ? { cookie: (await createPersona(app, 'noRole')).cookie } : {}),
    }),
  }),
];
