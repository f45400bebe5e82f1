import type { FastifyInstance } from 'fastify';

/** Routes of the account feature (filled in by its issue). */
export async function accountRoutes(_app: FastifyInstance): Promise<void> {}
