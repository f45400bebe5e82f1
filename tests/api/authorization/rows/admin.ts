import { endpointUrl } from '@common/api/endpoint';
import { adminEndpoints } from '@common/endpoints/admin';
import { createEmployerProfile, createJob, createUserAccount } from '@server/seed/factories';
import { createPersona } from '../../helpers/personas';
import { row, type MatrixRow } from '../matrix-types';

/**
 * Requests of the admin feature's routes that an allowed caller can really make. Who is allowed
 * comes from the declarations (common/endpoints/admin.ts): admin powers need an admin's own session.
 */
export const adminRows: MatrixRow[] = [
  row(adminEndpoints.stats),
  row(adminEndpoints.users),
  // A throwaway user each time, so no persona's role changes under later rows.
  row(adminEndpoints.changeRole, {
    request: async ({ app }) => {
      const user = await createUserAccount(app.deps.auth, {
        email: `role-${crypto.randomUUID()}@test.firstrung`,
        password: 'test-password-1',
        firstName: 'Role',
        lastName: 'Target',
      });
      return { url: endpointUrl(adminEndpoints.changeRole, { params: { userId: user.id } }), payload: { role: 'employer' } };
    },
  }),
  // A throwaway user each time: the row deletes it.
  row(adminEndpoints.deleteUser, {
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
  }),
  row(adminEndpoints.jobs),
  // A throwaway posting each time: a posting is taken down once.
  row(adminEndpoints.takeDownJob, {
    request: async ({ app, personas }) => {
      const job = await createJob(app.deps.db, personas.employer.userId!);
      return { url: endpointUrl(adminEndpoints.takeDownJob, { params: { id: job.id } }), payload: { reason: 'Matrix check' } };
    },
  }),
  row(adminEndpoints.auditLog),
  row(adminEndpoints.verifications, {
    request: () => ({ url: endpointUrl(adminEndpoints.verifications, { query: { kind: 'employer' } }) }),
  }),
  // A throwaway pending employer each time, so no persona's verification changes under later rows.
  row(adminEndpoints.decideVerification, {
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
  }),
  row(adminEndpoints.impersonate, {
    request: async ({ app }) => {
      const target = await createPersona(app, 'student');
      return { url: endpointUrl(adminEndpoints.impersonate), payload: { targetUserId: target.userId } };
    },
  }),
  // Any session may ask: 400 when it is not an impersonation, 200 when it is.
  row(adminEndpoints.stopImpersonation, { request: () => ({ url: endpointUrl(adminEndpoints.stopImpersonation), payload: {} }) }),
];
