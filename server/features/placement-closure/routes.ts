import type { FastifyInstance } from 'fastify';

/** The end of a placement (docs/product/placement-hours.md#evaluation-and-reflection): the closure, the reflection, the sign-off, and the supervisor's evaluation link. */
export async function placementClosureRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the feature (each endpoint of its declaration registered here).
}
