import type { FastifyInstance } from 'fastify';

/** Reports on messages, the school's and the admins' lists, an admin's decision; the user's time zone. */
export async function messageReportRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
