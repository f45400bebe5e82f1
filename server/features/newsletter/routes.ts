import type { FastifyInstance } from 'fastify';

/** Routes of the newsletter feature (filled in by its issue). */
export async function newsletterRoutes(_app: FastifyInstance): Promise<void> {}
