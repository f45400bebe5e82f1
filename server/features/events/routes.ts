import type { FastifyInstance } from 'fastify';

/** Routes of the events feature (filled in by its issue). */
export async function eventRoutes(_app: FastifyInstance): Promise<void> {}
