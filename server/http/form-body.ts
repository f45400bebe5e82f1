import type { FastifyInstance } from 'fastify';

/**
 * `application/x-www-form-urlencoded` bodies, as mail programs send them for a one-click
 * unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`). Parsed into a plain object of strings;
 * the route's zod schema decides what is accepted. No browser form of ours posts this way.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
