import type { FastifyInstance } from 'fastify';

/** Routes of the institutions feature (filled in by its issue). */
export async function institutionRoutes(_app: FastifyInstance): Promise<void> {}
