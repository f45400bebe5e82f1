import type { FastifyInstance } from 'fastify';

/** The supervisor's hours link (docs/product/placement-hours.md#the-supervisor-needs-no-account): public, rate limited per network. */
export async function supervisorHoursRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the feature (each endpoint of its declaration registered here).
}
