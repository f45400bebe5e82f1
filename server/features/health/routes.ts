import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Alive: the process answers. Ready: the database answers too (a load balancer's check).
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } }, async (request, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' as const });
    }
  });
}
