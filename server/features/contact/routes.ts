import type { FastifyInstance } from 'fastify';

/** Routes of the contact feature (filled in by its issue). */
export async function contactRoutes(_app: FastifyInstance): Promise<void> {}
