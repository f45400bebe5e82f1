import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@common/endpoints/admin';
import { forwardAuthCookies } from '../../auth/session';
import { unauthenticated } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { listAuditEntries } from './audit-log';
import { startImpersonation, stopImpersonation } from './impersonation-service';
import { listJobsForAdmin } from './jobs-repository';
import { changeUserRole } from './role-service';
import { takeDownJob } from './takedown-service';
import { getAdminStats } from './stats-repository';
import { listUsersForAdmin } from './users-repository';
import { listVerifications } from './verification-repository';
import { decideVerification } from './verification-service';

/**
 * The admin dashboard's data, role editing and impersonation (docs/product/admin.md). Who may
 * call each route is its declaration's rule (common/endpoints/admin.ts), checked before this code.
 * Suspending, reactivating and deleting accounts (setUserStatus, deleteUser) are registered by the
 * account feature, which owns them.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, adminEndpoints.stats, async () => getAdminStats(db));

  registerEndpoint(app, adminEndpoints.users, async ({ query }) => listUsersForAdmin(db, query));

  registerEndpoint(app, adminEndpoints.changeRole, async ({ request, auth, params, body }) => {
    return { user: await changeUserRole(db, request, auth, params.userId, body.role) };
  });

  registerEndpoint(app, adminEndpoints.jobs, async ({ query }) => listJobsForAdmin(db, query));

  registerEndpoint(app, adminEndpoints.takeDownJob, async ({ request, auth, params, body }) => ({
    job: await takeDownJob(app.deps, request, auth, params.id, body.reason),
  }));

  registerEndpoint(app, adminEndpoints.verifications, async ({ query }) => listVerifications(db, query));

  registerEndpoint(app, adminEndpoints.decideVerification, async ({ request, auth, params, body }) => ({
    item: await decideVerification(app.deps, request, auth, params.kind, params.id, body),
  }));

  registerEndpoint(app, adminEndpoints.auditLog, async ({ query }) => listAuditEntries(db, query));

  registerEndpoint(app, adminEndpoints.impersonate, async ({ request, reply, auth, body }) => {
    const { headers, user } = await startImpersonation(app, request, auth, body.targetUserId);
    forwardAuthCookies(reply, headers);
    return { user };
  });

  registerEndpoint(app, adminEndpoints.stopImpersonation, async ({ request, reply, auth }) => {
    const result = await stopImpersonation(app, request, auth);
    forwardAuthCookies(reply, result.headers);
    if (result.expired) throw unauthenticated();
    return { user: result.user };
  });
}
