import { createPersona, signIn } from '../../helpers/personas';
import { everyone, signedIn, type MatrixRow } from '../matrix-types';

export const coreRows: MatrixRow[] = [
  { method: 'GET', route: '/healthz', expect: everyone },
  { method: 'GET', route: '/readyz', expect: everyone },
  { method: 'GET', route: '/api/openapi.json', expect: everyone },
  { method: 'GET', route: '/api/login', expect: everyone },
  // A throwaway session, so signing out does not end the persona's session for later rows.
  {
    method: 'GET',
    route: '/api/logout',
    request: async ({ app }, persona) => ({ url: '/api/logout', ...(persona.email ? { cookie: await signIn(app, persona.email) } : {}) }),
    expect: everyone,
  },
  { method: 'POST', route: '/api/auth/register', expect: everyone },
  { method: 'POST', route: '/api/auth/login', expect: everyone },
  // Visitors get 401 (no user); everyone signed in gets themselves.
  { method: 'GET', route: '/api/auth/user', expect: signedIn },
  // Only a user without a role may choose one; the others are refused by the "once" rule (409).
  // The no-role caller is a throwaway account, so the shared no-role persona keeps having no role.
  {
    method: 'POST',
    route: '/api/auth/setup-profile',
    request: async ({ app }, persona) => ({
      url: '/api/auth/setup-profile',
      payload: { role: 'student' },
      ...(persona.kind === 'noRole' ? { cookie: (await createPersona(app, 'noRole')).cookie } : {}),
    }),
    expect: signedIn,
  },
  { method: 'GET', route: '/api/stats', expect: everyone },
];
