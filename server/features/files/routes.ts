import type { FastifyInstance } from 'fastify';

/** Routes of the files feature (filled in by its issue). */
export async function fileRoutes(_app: FastifyInstance): Promise<void> {}
