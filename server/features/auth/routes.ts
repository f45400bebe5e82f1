import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints } from '@common/endpoints/auth';
import { forwardAuthCookies, toWebHeaders } from '../../auth/session';
import { invalidField } from '../../errors/app-error';
import { requestSource } from '../../http/cross-site';
import { withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { withSameAnswerTime } from '../../http/same-answer-time';
import { createAccount, resendConfirmation, setOwnRole, signIn } from './auth-service';
import { buildCurrentUser } from './current-user';
import { rememberTimeZone } from './remember-time-zone';
import { confirmEmail, requestPasswordReset, resetPasswordWithLink } from './email-links';

/** The answer of every call that must not tell whether an address has an account (docs/decisions/022). */
const CHECK_YOUR_EMAIL = { status: 'check_your_email' as const };

/**
 * Signing up, in and out, the current user and the role choice; confirming the e-mail address and
 * resetting a forgotten password (docs/product/accounts.md).
 */
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

  // No session either way; a new address gets the confirmation link, a known one's owner a note.
  await withClientLimit(app, 'register', (limited) =>
    registerEndpoint(limited, authEndpoints.register, async ({ request, body }) => {
      await withSameAnswerTime(() => createAccount(app, request, body));
      return CHECK_YOUR_EMAIL;
    }),
  );

  await withClientLimit(app, 'accountEmail', async (limited) => {
    registerEndpoint(limited, authEndpoints.resendVerification, async ({ request, auth, body }) => {
      // Signed in: always your own address, whatever the body says.
      const email = auth?.user.email ?? body.email;
      if (!email) throw invalidField('email', 'auth.enterEmail');
      await withSameAnswerTime(() => resendConfirmation(app, request, email));
      return CHECK_YOUR_EMAIL;
    });
    registerEndpoint(limited, authEndpoints.forgotPassword, async ({ request, body }) => {
      await withSameAnswerTime(() => requestPasswordReset(app, request, body.email));
      return CHECK_YOUR_EMAIL;
    });
  });

  await withClientLimit(app, 'emailLink', async (limited) => {
    registerEndpoint(limited, authEndpoints.verifyEmail, async ({ request, reply, body }) => {
      const { outcome, headers, auth } = await confirmEmail(app, request, body.token);
      forwardAuthCookies(reply, headers);
      return { outcome, user: auth ? await buildCurrentUser(db, auth) : null };
    });
    registerEndpoint(limited, authEndpoints.resetPassword, async ({ request, body }) => {
      await resetPasswordWithLink(app, request, body);
      return { ok: true as const };
    });
  });

  // Sign-in is limited by its own growing delays, per e-mail and client address (sign-in-limiter.ts).
  registerEndpoint(app, authEndpoints.signIn, async ({ request, reply, body }) => {
    const { headers, auth } = await signIn(app, request, reply, body);
    forwardAuthCookies(reply, headers);
    return { user: await buildCurrentUser(db, auth) };
  });

  registerEndpoint(app, authEndpoints.currentUser, async ({ auth, request }) => {
    await rememberTimeZone(db, auth, request);
    return buildCurrentUser(db, auth);
  });

  registerEndpoint(app, authEndpoints.chooseRole, async ({ auth, body }) => {
    await setOwnRole(db, auth.user.id, body.role);
    return { user: await buildCurrentUser(db, { ...auth, user: { ...auth.user, role: body.role } }) };
  });
}
