import { createPersona } from '../../helpers/personas';
import { createUserAccount } from '@server/seed/factories';
import { only, signedIn, type MatrixRow } from '../matrix-types';

/**
 * Authorization rules of the admin feature's routes. Admin powers need an admin's own session,
 * so an impersonating session is refused (403) even though it acts as a student.
 */
const adminOnly = { expect: only('admin'), impersonating: 403 } as const;

export const adminRows: MatrixRow[] = [
  { method: 'GET', route: '/api/admin/stats', ...adminOnly },
  { method: 'GET', route: '/api/admin/users', ...adminOnly },
  {
    method: 'PATCH',
    route: '/api/admin/users/:userId/role',
    // A throwaway user each time, so no persona's role changes under later rows.
    request: async ({ app }) => {
      const user = await createUserAccount(app.deps.auth, { email: `role-${crypto.randomUUID()}@test.firstrung`, password: 'test-password-1', firstName: 'Role', lastName: 'Target' });
      return { url: `/api/admin/users/${user.id}/role`, payload: { role: 'employer' } };
    },
    ...adminOnly,
  },
  { method: 'GET', route: '/api/admin/jobs', ...adminOnly },
  { method: 'GET', route: '/api/admin/audit-log', ...adminOnly },
  {
    method: 'POST',
    route: '/api/admin/impersonate',
    request: async ({ app }) => {
      const target = await createPersona(app, 'student');
      return { url: '/api/admin/impersonate', payload: { targetUserId: target.userId } };
    },
    ...adminOnly,
  },
  // Any session may ask: 400 when it is not an impersonation, 200 when it is, 401 for visitors.
  {
    method: 'POST',
    route: '/api/admin/impersonate/stop',
    request: () => ({ url: '/api/admin/impersonate/stop', payload: {} }),
    expect: signedIn,
    impersonating: 'allow',
  },
];
