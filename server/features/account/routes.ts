import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountChangeResponse, userStatusBody, userStatusParams, userStatusResponse } from '@common/contracts/account';
import { errorBodySchema } from '@common/contracts/error';
import { assertSignedIn, requireAdmin, requireNotImpersonating } from '../../auth/guards';
import { deleteOwnAccount, setUserStatus, suspendOwnAccount } from './account-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Clears the session cookie the browser holds (its session row is gone already). */
function expiredSessionCookie(isHttps: boolean): string {
  return isHttps
    ? '__Secure-firstrung.session_token=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax'
    : 'firstrung.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';
}

/**
 * Account management (spec 4). Rules: suspending or deleting your own account needs your own
 * session, never an impersonation (requireNotImpersonating, which also means signed in);
 * changing another user's status is for admins (requireAdmin).
 */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  const clearedCookie = expiredSessionCookie(app.deps.config.publicUrl.startsWith('https://'));

  app.patch('/api/account/suspend', {
    preHandler: requireNotImpersonating,
    schema: { tags: ['account'], summary: 'Suspend your own account (only an admin can reactivate it)', response: { 200: accountChangeResponse, ...errors } },
  }, async (request, reply) => {
    await suspendOwnAccount(db, assertSignedIn(request));
    reply.header('set-cookie', clearedCookie);
    return { ok: true as const };
  });

  app.delete('/api/account/delete', {
    preHandler: requireNotImpersonating,
    schema: { tags: ['account'], summary: 'Delete your own account and everything of yours, permanently', response: { 200: accountChangeResponse, ...errors } },
  }, async (request, reply) => {
    await deleteOwnAccount(db, storage, assertSignedIn(request), request.log);
    reply.header('set-cookie', clearedCookie);
    return { ok: true as const };
  });

  app.patch('/api/admin/users/:userId/status', {
    preHandler: requireAdmin,
    schema: { tags: ['account'], summary: 'Suspend or reactivate a user (admin)', params: userStatusParams, body: userStatusBody, response: { 200: userStatusResponse, ...errors } },
  }, async (request) => ({
    user: await setUserStatus(db, request, assertSignedIn(request), request.params.userId, request.body.status),
  }));
}
