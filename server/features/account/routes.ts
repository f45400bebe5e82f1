import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@common/endpoints/account';
import { adminEndpoints } from '@common/endpoints/admin';
import { registerEndpoint } from '../../http/register-endpoint';
import { confirmPassword } from '../auth/confirm-password';
import { deleteOwnAccount, setUserStatus, suspendOwnAccount } from './account-service';

/** Clears the session cookie the browser holds (its session row is gone already). */
function expiredSessionCookie(isHttps: boolean): string {
  return isHttps
    ? '__Secure-firstrung.session_token=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax'
    : 'firstrung.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';
}

/** Closing your own account, and an admin suspending or reactivating one (docs/product/accounts.md). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;
  const clearedCookie = expiredSessionCookie(app.deps.config.publicUrl.startsWith('https://'));

  registerEndpoint(app, accountEndpoints.suspendOwn, async ({ reply, auth }) => {
    await suspendOwnAccount(db, auth);
    reply.header('set-cookie', clearedCookie);
    return { ok: true as const };
  });

  registerEndpoint(app, accountEndpoints.deleteOwn, async ({ request, reply, auth, body }) => {
    await confirmPassword(app, request, reply, auth, body.password);
    await deleteOwnAccount(db, storage, auth, request.log);
    reply.header('set-cookie', clearedCookie);
    return { ok: true as const };
  });

  registerEndpoint(app, adminEndpoints.setUserStatus, async ({ request, auth, params, body }) => ({
    user: await setUserStatus(db, request, auth, params.userId, body.status),
  }));
}
