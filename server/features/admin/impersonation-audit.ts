import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminEndpoints } from '@common/endpoints/admin';
import { users } from '../../db/schema';
import { recordAudit } from './audit-log';

const CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every change an admin makes while viewing as a user (docs/product/admin.md#viewing-as-a-user-impersonation)
 * is written to the audit log as `impersonation.write`: the admin, the user, the method, the route
 * and its path values (never the body, which may hold a password or a message). One hook for every
 * route, so a new route cannot forget it. It runs once the access check and the validation passed
 * and before the handler, and a failure to record fails the request: no change is made without its
 * entry. A change the handler then refuses (a 404, a 409) is recorded too, as what was attempted.
 * The stop of the viewing is audited on its own (`impersonation.stop`).
 */
export function registerImpersonationAudit(app: FastifyInstance): void {
  const { db } = app.deps;
  app.addHook('preHandler', async (request) => {
    const auth = request.auth;
    if (!auth?.impersonatedBy || !CHANGING_METHODS.has(request.method)) return;
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || endpoint === adminEndpoints.stopImpersonation) return;
    const [admin] = await db.select({ email: users.email }).from(users).where(eq(users.id, auth.impersonatedBy));
    await recordAudit(db, request, {
      action: 'impersonation.write',
      actor: { id: auth.impersonatedBy, email: admin?.email ?? '' },
      target: { id: auth.user.id, email: auth.user.email },
      details: { method: request.method, route: endpoint.path, params: request.params ?? {} },
    });
  });
}
