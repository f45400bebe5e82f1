import type { FastifyInstance } from 'fastify';

/** Threads and messages (docs/product/messages.md): list, write, read, mark read, block. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
