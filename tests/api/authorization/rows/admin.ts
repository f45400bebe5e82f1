import { endpointUrl } from '@common/api/endpoint';
import { adminEndpoints } from '@common/endpoints/admin';
import { createEmployerProfile, createJob, createUserAccount } from '@server/seed/factories';
import { createPersona } from '../../helpers/personas';
import type { MatrixRow } from '../matrix-types';

/**
 * Requests of the admin feature's routes that an allowed caller can really make. Who is allowed
 * comes from the declarations (common/endpoints/admin.ts): admin powers need an admin's own session.
 */
export const adminRows: MatrixRow[] = [
  { method: 'GET', route: adminEndpoints.stats.path },
  { method: 'GET', route: adminEndpoints.users.path },
  {
    method: 'PATCH',
    route: adminEndpoints.changeRole.path,
    // A throwaway user each time, so no persona's role changes under later rows.
    request: async ({ app }) => {
      const user = await createUserAccount(app.deps.auth, {
        email: `role-${crypto.randomUUID()}@test.firstrung`,
        password: 'test-password-1',
        firstName: 'Role',
        lastName: 'Target',
      });
      return { url: endpointUrl(adminEndpoints.changeRole, { params: { userId: user.id } }), payload: { role: 'employer' } };
    },
  },
  {
    method: 'DELETE',
    route: adminEndpoints.deleteUser.path,
    // A throwaway user each time: the row deletes it.
    request: async ({ app }) => {
      const user = await createUserAccount(app.deps.auth, {
        email: `delete-${crypto.randomUUID()}@test.firstrung`,
        password: 'test-password-1',
        firstName: 'Delete',
        lastName: 'Target',
        role: 'student',
      });
      return { url: endpointUrl(adminEndpoints.deleteUser, { params: { userId: user.id } }) };
    },
  },
  { method: 'GET', route: adminEndpoints.jobs.path },
  {
    method: 'POST',
    route: adminEndpoints.takeDownJob.path,
    // A throwaway posting each time: a posting is taken down once.
    request: async ({ app, personas }) => {
      const job = await createJob(app.deps.db, personas.employer.userId!);
      return { url: endpointUrl(adminEndpoints.takeDownJob, { params: { id: job.id } }), payload: { reason: 'Matrix check' } };
    },
  },
  { method: 'GET', route: adminEndpoints.auditLog.path },
  {
    method: 'GET',
    route: adminEndpoints.verifications.path,
    request: () => ({ url: endpointUrl(adminEndpoints.verifications, { query: { kind: 'employer' } }) }),
  },
  {
    method: 'PATCH',
    route: adminEndpoints.decideVerification.path,
    // A throwaway pending employer each time, so no persona's verification changes under later rows.
    request: async ({ app }) => {
      const user = await createUserAccount(app.deps.auth, {
        email: `verify-${crypto.randomUUID()}@test.firstrung`,
        password: 'test-password-1',
        firstName: 'Verify',
        lastName: 'Target',
        role: 'employer',
      });
      const profile = await createEmployerProfile(app.deps.db, user.id, { verificationStatus: 'pending' });
      return {
        url: endpointUrl(adminEndpoints.decideVerification, { params: { kind: 'employer', id: profile.id } }),
        payload: { decision: 'verified' },
      };
    },
  },
  {
    method: 'POST',
    route: adminEndpoints.impersonate.path,
    request: async ({ app }) => {
      const target = await createPersona(app, 'student');
      return { url: adminEndpoints.impersonate.path, payload: { targetUserId: target.userId } };
    },
  },
  // Any session may ask: 400 when it is not an impersonation, 200 when it is.
  { method: 'POST', route: adminEndpoints.stopImpersonation.path, request: () => ({ url: adminEndpoints.stopImpersonation.path, payload: {} }) },
];
