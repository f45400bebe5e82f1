import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal data (a profile, a roster, a résumé): no browser cache, shared
 * computer or proxy may keep them (docs/security.md). Set first, so a route with a reason to
 * differ (a file download's `private, no-store`) still sets its own.
 */
export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
