import type { FastifyInstance } from 'fastify';

/** The school's views of its students' hours (docs/product/placement-hours.md#the-schools-views), and the student's own total. */
export async function schoolHoursRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the feature (each endpoint of its declaration registered here).
}
