import type { FastifyInstance } from 'fastify';

/** Routes of the admin feature (filled in by its issue). */
export async function adminRoutes(_app: FastifyInstance): Promise<void> {}
