import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints } from '@common/endpoints/auth';
import { forwardAuthCookies, toWebHeaders } from '../../auth/session';
import { requestSource } from '../../http/cross-site';
import { withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { createAccount, setOwnRole, signIn } from './auth-service';
import { buildCurrentUser } from './current-user';

/** Signing in and out, the current user and the role choice (docs/product/accounts.md). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // Full-page navigations: /api/login shows the sign-in page, /api/logout ends the session.
  registerEndpoint(app, authEndpoints.login, async ({ reply }) => reply.redirect('/sign-in'));

  const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const { headers } = await app.deps.auth.api.signOut({ headers: toWebHeaders(request), returnHeaders: true });
    forwardAuthCookies(reply, headers);
  };

  // A link on another site must not sign anyone out (docs/decisions/019): only a navigation from
  // the app's own pages or the address bar does; any other just goes home, still signed in.
  registerEndpoint(app, authEndpoints.logout, async ({ request, reply, auth }) => {
    if (auth && requestSource(request, app.deps.config.publicUrl) === 'own') await endSession(request, reply);
    return reply.redirect('/');
  });

  // A change like any other: the cross-site check (server/http/cross-site.ts) ran before it.
  registerEndpoint(app, authEndpoints.signOut, async ({ request, reply, auth }) => {
    if (auth) await endSession(request, reply);
    return { ok: true as const };
  });

  await withClientLimit(app, 'register', (limited) =>
    registerEndpoint(limited, authEndpoints.register, async ({ request, reply, body }) => {
      const { headers, auth } = await createAccount(app, request, body);
      forwardAuthCookies(reply, headers);
      return { user: await buildCurrentUser(db, auth) };
    }),
  );

  // Sign-in is limited by its own growing delays, per e-mail and client address (sign-in-limiter.ts).
  registerEndpoint(app, authEndpoints.signIn, async ({ request, reply, body }) => {
    const { headers, auth } = await signIn(app, request, reply, body);
    forwardAuthCookies(reply, headers);
    return { user: await buildCurrentUser(db, auth) };
  });

  registerEndpoint(app, authEndpoints.currentUser, async ({ auth }) => buildCurrentUser(db, auth));

  registerEndpoint(app, authEndpoints.chooseRole, async ({ auth, body }) => {
    await setOwnRole(db, auth.user.id, body.role);
    return { user: await buildCurrentUser(db, { ...auth, user: { ...auth.user, role: body.role } }) };
  });
}
