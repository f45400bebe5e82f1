import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { ROLES, type Role } from '@common/enums';
import { hasSessionCookie } from './session-cookie';
import { isConnectionError } from '../db/errors';
import { keepSessionAlive } from './session-idle';
import { waitForDatabase } from '../db/wait-for-database';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
  image: string | null;
  createdAt: Date;
}

export interface RequestAuth {
  user: SessionUser;
  sessionId: string;
  /** The admin's user id while this session is an impersonation, else null. */
  impersonatedBy: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request, or null; loaded once for every /api request. */
    auth: RequestAuth | null;
  }
}

/** Better Auth stores 'none' until a role is chosen (see better-auth.ts); the API says null. */
export function toRole(value: unknown): Role | null {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : null;
}

/** The header that carries the resolved client address to Better Auth (stored on each session). */
export const CLIENT_ADDRESS_HEADER = 'x-firstrung-client-address';

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
}

/** Copies the cookies Better Auth wants to set onto the Fastify reply. */
export function forwardAuthCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** The user as Better Auth returns it, with our additional fields and the admin plugin's role. */
export interface AuthLibraryUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  createdAt: Date | string;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
}

export function toSessionUser(user: AuthLibraryUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: toRole(user.role),
    image: user.image ?? null,
    createdAt: new Date(user.createdAt),
  };
}

async function loadRequestAuth(app: FastifyInstance, request: FastifyRequest): Promise<RequestAuth | null> {
  if (!hasSessionCookie(request)) return null;
  const result = await app.deps.auth.api.getSession({ headers: toWebHeaders(request) });
  if (!result) return null;
  if (!(await keepSessionAlive(app.deps.db, result.session))) return null;
  return {
    user: toSessionUser(result.user),
    sessionId: result.session.id,
    // The admin plugin's documented session field; server/auth/better-auth-contract.test.ts pins it.
    impersonatedBy: result.session.impersonatedBy ?? null,
  };
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    try {
      request.auth = await loadRequestAuth(app, request);
    } catch (error) {
      // Reading the session is a read: once more on a fresh connection after a lost one (docs/decisions/014).
      if (!isConnectionError(error)) throw error;
      await waitForDatabase(app.deps.db);
      request.auth = await loadRequestAuth(app, request);
    }
  });
});
