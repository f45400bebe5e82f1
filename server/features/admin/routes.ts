import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminJobsPage, adminJobsQuery, adminStatsSchema, adminUsersPage, adminUsersQuery, auditLogPage, auditLogQuery,
  changeRoleBody, changeRoleResponse, impersonateBody, impersonationResponse, stopImpersonationBody, userIdParams,
} from '@common/contracts/admin';
import { errorBodySchema } from '@common/contracts/error';
import { assertSignedIn, requireAdmin, requireUser } from '../../auth/guards';
import { forwardAuthCookies } from '../../auth/session';
import { unauthenticated } from '../../errors/app-error';
import { listAuditEntries } from './audit-log';
import { startImpersonation, stopImpersonation } from './impersonation-service';
import { listJobsForAdmin } from './jobs-repository';
import { changeUserRole } from './role-service';
import { getAdminStats } from './stats-repository';
import { listUsersForAdmin } from './users-repository';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * Spec 2.9, 4 and 6: the admin dashboard's data, role editing and impersonation. Every admin
 * power uses requireAdmin: an admin's own session, never one that is viewing as someone else.
 */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get('/api/admin/stats', {
    preHandler: requireAdmin,
    schema: { tags: ['admin'], summary: 'Platform statistics', response: { 200: adminStatsSchema, ...errors } },
  }, async () => getAdminStats(db));

  app.get('/api/admin/users', {
    preHandler: requireAdmin,
    schema: { tags: ['admin'], summary: 'Users, searched, filtered by role and paged', querystring: adminUsersQuery, response: { 200: adminUsersPage, ...errors } },
  }, async (request) => listUsersForAdmin(db, request.query));

  app.patch('/api/admin/users/:userId/role', {
    preHandler: requireAdmin,
    schema: { tags: ['admin'], summary: "Change a user's role (audited)", params: userIdParams, body: changeRoleBody, response: { 200: changeRoleResponse, ...errors, 404: errorBodySchema } },
  }, async (request) => {
    const admin = assertSignedIn(request);
    return { user: await changeUserRole(db, request, admin, request.params.userId, request.body.role) };
  });

  app.get('/api/admin/jobs', {
    preHandler: requireAdmin,
    schema: { tags: ['admin'], summary: 'Every job posting, inactive ones included', querystring: adminJobsQuery, response: { 200: adminJobsPage, ...errors } },
  }, async (request) => listJobsForAdmin(db, request.query));

  app.get('/api/admin/audit-log', {
    preHandler: requireAdmin,
    schema: { tags: ['admin'], summary: 'The audit log, newest first', querystring: auditLogQuery, response: { 200: auditLogPage, ...errors } },
  }, async (request) => listAuditEntries(db, request.query));

  app.post('/api/admin/impersonate', {
    preHandler: requireAdmin,
    schema: { tags: ['admin'], summary: 'View the product as a user (audited)', body: impersonateBody, response: { 200: impersonationResponse, ...errors, 404: errorBodySchema, 409: errorBodySchema } },
  }, async (request, reply) => {
    const admin = assertSignedIn(request);
    const { headers, user } = await startImpersonation(app, request, admin, request.body.targetUserId);
    forwardAuthCookies(reply, headers);
    return { user };
  });

  // Open to any session so that it answers plainly: 400 when not impersonating, 401 when expired.
  app.post('/api/admin/impersonate/stop', {
    preHandler: requireUser,
    schema: { tags: ['admin'], summary: 'Return to your admin account (audited)', body: stopImpersonationBody, response: { 200: impersonationResponse, ...errors } },
  }, async (request, reply) => {
    const result = await stopImpersonation(app, request, assertSignedIn(request));
    forwardAuthCookies(reply, result.headers);
    if (result.expired) throw unauthenticated();
    return { user: result.user };
  });
}
