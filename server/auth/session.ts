import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { ROLES, type Role } from '@common/enums';
import { isLanguage, type Language } from '@common/languages';
import { hasSessionCookie } from './session-cookie';
import { isConnectionError } from '../db/errors';
import { keepSessionAlive } from './session-idle';
import { waitForDatabase } from '../db/wait-for-database';

export interface SessionUser {
  id: string;
  email: string;
  /** Confirmed by the mailed link (docs/decisions/022); applying and posting wait for it. */
  emailVerified: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
  image: string | null;
  /** The language chosen on the account, or null (docs/decisions/026). */
  language: Language | null;
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

/** The client address for Better Auth without the request's cookies: a call made as a visitor. */
export function withoutSession(request: FastifyRequest): Headers {
  return new Headers({ [CLIENT_ADDRESS_HEADER]: request.ip });
}

/**
 * The Cookie header a browser would send next: the request's cookies with Better Auth's Set-Cookie
 * headers applied (the last value of a name wins; an emptied or expired cookie is dropped).
 */
export function cookieHeaderAfter(requestCookie: string | undefined, headers: Headers): string {
  const jar = new Map<string, string>();
  for (const pair of (requestCookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const cookie of headers.getSetCookie()) {
    const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value === '' || attributes.some((attribute) => /^max-age=0$/i.test(attribute))) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
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
  emailVerified?: boolean | null;
  name: string;
  image?: string | null;
  createdAt: Date | string;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
  language?: string | null;
}

export function toSessionUser(user: AuthLibraryUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified === true,
    name: user.name,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: toRole(user.role),
    image: user.image ?? null,
    language: isLanguage(user.language) ? user.language : null,
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

/** Who sent the request, from its session cookie; null for a visitor or a session that ended. */
export async function readRequestAuth(app: FastifyInstance, request: FastifyRequest): Promise<RequestAuth | null> {
  try {
    return await loadRequestAuth(app, request);
  } catch (error) {
    // Reading the session is a read: once more on a fresh connection after a lost one (docs/decisions/014).
    if (!isConnectionError(error)) throw error;
    await waitForDatabase(app.deps.db);
    return loadRequestAuth(app, request);
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.auth = await readRequestAuth(app, request);
  });
});
