import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, loginBody, registerBody, setupRoleBody } from '@common/contracts/auth';
import { errorBodySchema } from '@common/contracts/error';
import { assertSignedIn, requireUser } from '../../auth/guards';
import { forwardAuthCookies, toWebHeaders } from '../../auth/session';
import { AppError } from '../../errors/app-error';
import { buildCurrentUser } from './current-user';
import { createAccount, setOwnRole, signIn } from './auth-service';

const userResponse = z.object({ user: currentUserSchema });

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // Full-page navigations (spec 2.1): /api/login shows the sign-in page, /api/logout ends the session.
  app.get('/api/login', { schema: { tags: ['auth'], summary: 'Go to the sign-in page' } }, async (_request, reply) =>
    reply.redirect('/sign-in'),
  );

  app.get('/api/logout', { schema: { tags: ['auth'], summary: 'Sign out and go home' } }, async (request, reply) => {
    if (request.auth) {
      const { headers } = await app.deps.auth.api.signOut({ headers: toWebHeaders(request), returnHeaders: true });
      forwardAuthCookies(reply, headers);
    }
    return reply.redirect('/');
  });

  app.post('/api/auth/register', {
    schema: { tags: ['auth'], summary: 'Create an account and sign in', body: registerBody, response: { 200: userResponse, 409: errorBodySchema } },
  }, async (request, reply) => {
    const { headers, auth } = await createAccount(app, request, request.body);
    forwardAuthCookies(reply, headers);
    return { user: await buildCurrentUser(db, auth) };
  });

  app.post('/api/auth/login', {
    schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: loginBody, response: { 200: userResponse, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema } },
  }, async (request, reply) => {
    const { headers, auth } = await signIn(app, request, request.body);
    forwardAuthCookies(reply, headers);
    return { user: await buildCurrentUser(db, auth) };
  });

  app.get('/api/auth/user', {
    schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: currentUserSchema, 401: errorBodySchema } },
  }, async (request) => {
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Not signed in.');
    return buildCurrentUser(db, request.auth);
  });

  app.post('/api/auth/setup-profile', {
    preHandler: requireUser,
    schema: { tags: ['auth'], summary: 'Choose your role (once)', body: setupRoleBody, response: { 200: userResponse, 409: errorBodySchema } },
  }, async (request) => {
    const auth = assertSignedIn(request);
    await setOwnRole(db, auth.user.id, request.body.role);
    return { user: await buildCurrentUser(db, { ...auth, user: { ...auth.user, role: request.body.role } }) };
  });
}
