import { endpointUrl } from '@common/api/endpoint';
import { accountEndpoints } from '@common/endpoints/account';
import { adminEndpoints } from '@common/endpoints/admin';
import { createPersona, TEST_PASSWORD, type Persona } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

/** The admin's impersonation of a student: a signed-in persona with no e-mail of its own. */
const isImpersonation = (persona: Persona) => persona.userId !== null && persona.email === null;

/**
 * Suspending or deleting ends the account, so each kind uses a throwaway account of its own;
 * the impersonation is sent as it is, and must be refused.
 */
const asThrowaway =
  (url: string, payload?: unknown) =>
  async ({ app }: MatrixContext, persona: Persona) => ({
    url,
    ...(payload !== undefined ? { payload } : {}),
    ...(persona.kind === 'visitor' || isImpersonation(persona) ? {} : { cookie: (await createPersona(app, persona.kind)).cookie }),
  });

/** Authorization rules of the account feature's routes. */
export const accountRows: MatrixRow[] = [
  // Changing the password ends the account's other sessions: throwaway accounts again.
  row(accountEndpoints.changePassword, {
    request: asThrowaway(endpointUrl(accountEndpoints.changePassword), { currentPassword: TEST_PASSWORD, newPassword: 'a-new-long-password-9' }),
  }),
  row(accountEndpoints.changeEmail, {
    request: async (ctx, persona) =>
      asThrowaway(endpointUrl(accountEndpoints.changeEmail), { newEmail: `moved-${crypto.randomUUID()}@test.firstrung`, password: TEST_PASSWORD })(
        ctx,
        persona,
      ),
  }),
  // Saving the account's language: any signed-in user in their own session, never an impersonation
  // (it is the account holder's preference; docs/decisions/026).
  row(accountEndpoints.setLanguage, {
    request: () => ({ url: endpointUrl(accountEndpoints.setLanguage), payload: { language: 'en' } }),
  }),
  // Suspending and deleting ask for the password again; the throwaway personas all have TEST_PASSWORD.
  row(accountEndpoints.suspendOwn, { request: asThrowaway(endpointUrl(accountEndpoints.suspendOwn), { password: TEST_PASSWORD }) }),
  row(accountEndpoints.deleteOwn, { request: asThrowaway(endpointUrl(accountEndpoints.deleteOwn), { password: TEST_PASSWORD }) }),
  row(adminEndpoints.setUserStatus, {
    request: async ({ app }) => ({
      url: endpointUrl(adminEndpoints.setUserStatus, { params: { userId: (await createPersona(app, 'student')).userId } }),
      payload: { status: 'active' },
    }),
  }),
];
