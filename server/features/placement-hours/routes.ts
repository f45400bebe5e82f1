import type { FastifyInstance } from 'fastify';

/** The hours log of a placement (docs/product/placement-hours.md#the-hours-log): the student's days, the coordinator's verification, the school's approval. */
export async function placementHoursRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the feature (each endpoint of its declaration registered here).
}
