import type { FastifyRequest } from 'fastify';

// Better Auth names its cookie `<prefix>.session_token` (with `__Secure-` in front over https);
// the prefix is set in better-auth.ts.
export const SESSION_COOKIE_NAME = 'firstrung.session_token';

/**
 * Whether the request carries a session cookie at all: a cheap test, no database. Without one the
 * caller is certainly a visitor; with one, only the session lookup can tell.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes(SESSION_COOKIE_NAME) ?? false;
}
