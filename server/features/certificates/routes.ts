import type { FastifyInstance } from 'fastify';

/** A placement's certificate (docs/product/placement-hours.md#the-certificate): its PDF and its revocation. */
export async function certificateRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the feature (each endpoint of its declaration registered here).
}
