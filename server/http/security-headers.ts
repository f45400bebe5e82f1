import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer (pages, API, files). The middleware is built once,
 * here: @fastify/helmet built it again on every request, parsing the Content-Security-Policy each
 * time, which was about 3% of the job list's time under load (docs/benchmarks.md, "Framework
 * ratio"). No route needs its own headers or a CSP nonce, which were that plugin's extras.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const setSecurityHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
