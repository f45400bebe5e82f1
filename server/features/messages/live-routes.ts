import type { FastifyInstance } from 'fastify';

/** A thread's new messages as Server-Sent Events (docs/product/messages.md#live-on-several-servers). */
export async function messageLiveRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
