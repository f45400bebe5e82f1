import type { FastifyInstance } from 'fastify';

/** Routes of the profiles feature (filled in by its issue). */
export async function profileRoutes(_app: FastifyInstance): Promise<void> {}
