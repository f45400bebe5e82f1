import type { FastifyInstance } from 'fastify';

/** Routes of the documents feature (filled in by its issue). */
export async function documentRoutes(_app: FastifyInstance): Promise<void> {}
