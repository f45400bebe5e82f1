import { createPersona, type Persona } from '../../helpers/personas';
import { only, signedIn, type MatrixContext, type MatrixRow } from '../matrix-types';

/** The admin's impersonation of a student: a signed-in persona with no e-mail of its own. */
const isImpersonation = (persona: Persona) => persona.userId !== null && persona.email === null;

/**
 * Suspending or deleting ends the account, so each kind uses a throwaway account of its own;
 * the impersonation is sent as it is, and must be refused.
 */
const asThrowaway = (url: string) => async ({ app }: MatrixContext, persona: Persona) => ({
  url,
  ...(persona.kind === 'visitor' || isImpersonation(persona) ? {} : { cookie: (await createPersona(app, persona.kind)).cookie }),
});

/** Authorization rules of the account feature's routes. */
export const accountRows: MatrixRow[] = [
  { method: 'PATCH', route: '/api/account/suspend', request: asThrowaway('/api/account/suspend'), expect: signedIn, impersonating: 403 },
  { method: 'DELETE', route: '/api/account/delete', request: asThrowaway('/api/account/delete'), expect: signedIn, impersonating: 403 },
  {
    method: 'PATCH',
    route: '/api/admin/users/:userId/status',
    request: async ({ app }) => ({ url: `/api/admin/users/${(await createPersona(app, 'student')).userId}/status`, payload: { status: 'active' } }),
    expect: only('admin'),
    impersonating: 403,
  },
];
