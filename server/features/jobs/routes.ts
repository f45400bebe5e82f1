import type { FastifyInstance } from 'fastify';

/** Routes of the jobs feature (filled in by its issue). */
export async function jobRoutes(_app: FastifyInstance): Promise<void> {}
