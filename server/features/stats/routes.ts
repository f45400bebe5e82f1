import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicStatsSchema } from '@common/contracts/stats';
import { getPublicStats } from './stats-repository';

export async function statsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Public: the landing page counters (spec 2.2).
  app.get('/api/stats', { schema: { tags: ['stats'], summary: 'Landing page counters', response: { 200: publicStatsSchema } } }, async () =>
    getPublicStats(app.deps.db),
  );
}
