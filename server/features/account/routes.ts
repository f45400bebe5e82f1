import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@common/endpoints/account';
import { adminEndpoints } from '@common/endpoints/admin';
import { forwardAuthCookies } from '../../auth/session';
import { withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { withSameAnswerTime } from '../../http/same-answer-time';
import { confirmPassword } from '../auth/confirm-password';
import { saveUserLanguage } from './account-repository';
import { deleteOwnAccount, deleteUserAsAdmin, setUserStatus, suspendOwnAccount } from './account-service';
import { changeOwnEmail, changeOwnPassword } from './credentials';

/** Clears the session cookie the browser holds (its session row is gone already). */
function expiredSessionCookie(isHttps: boolean): string {
  return isHttps
    ? '__Secure-firstrung.session_token=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax'
    : 'firstrung.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';
}

/**
 * Your password and e-mail address, the language of your account, closing your own account, and an admin suspending,
 * reactivating or deleting one (docs/product/accounts.md).
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const clearedCookie = expiredSessionCookie(app.deps.config.publicUrl.startsWith('https://'));

  // Guesses of the current password are slowed like sign-in's (sign-in-limiter.ts).
  registerEndpoint(app, accountEndpoints.changePassword, async ({ request, reply, auth, body }) => {
    forwardAuthCookies(reply, await changeOwnPassword(app, request, reply, auth, body));
    return { ok: true as const };
  });

  await withClientLimit(app, 'changeEmail', (limited) =>
    registerEndpoint(limited, accountEndpoints.changeEmail, async ({ request, reply, auth, body }) => {
      await withSameAnswerTime(() => changeOwnEmail(app, request, reply, auth, body));
      return { status: 'check_your_email' as const };
    }),
  );

  registerEndpoint(app, accountEndpoints.setLanguage, async ({ auth, body }) => {
    await saveUserLanguage(db, auth.user.id, body.language);
    return { language: body.language };
  });

  // The password again, as for deleting: an open session alone cannot lock the owner out.
  registerEndpoint(app, accountEndpoints.suspendOwn, async ({ request, reply, auth, body }) => {
    await confirmPassword(app, request, reply, auth, body.password);
    await suspendOwnAccount(db, auth);
    reply.header('set-cookie', clearedCookie);
    return { ok: true as const };
  });

  registerEndpoint(app, accountEndpoints.deleteOwn, async ({ request, reply, auth, body }) => {
    await confirmPassword(app, request, reply, auth, body.password);
    await deleteOwnAccount(app.deps, auth, request.log);
    reply.header('set-cookie', clearedCookie);
    return { ok: true as const };
  });

  registerEndpoint(app, adminEndpoints.setUserStatus, async ({ request, auth, params, body }) => ({
    user: await setUserStatus(db, request, auth, params.userId, body.status),
  }));

  registerEndpoint(app, adminEndpoints.deleteUser, async ({ request, auth, params }) => ({
    deleted: await deleteUserAsAdmin(app.deps, request, auth, params.userId),
  }));
}
