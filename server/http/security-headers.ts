import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer (pages, API, files). The middleware is built once,
 * here: @fastify/helmet built it again on every request, parsing the Content-Security-Policy each
 * time, which was about 3% of the job list's time under load (docs/benchmarks.md, "Framework
 * ratio"). No route needs its own headers or a CSP nonce, which were that plugin's extras.
 *
 * Strict-Transport-Security stays only on an answer to a request that came over HTTPS (RFC 6797
 * §7.2): the app's own TLS, or X-Forwarded-Proto as appended by a proxy TRUST_PROXY trusts
 * (request.protocol follows the same hops as the client address, server/http/client-address.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const setSecurityHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (request.protocol !== 'https') reply.raw.removeHeader('Strict-Transport-Security');
      done(error as Error | undefined);
    }),
  );
}
