import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { placements } from '../db/schema';
import { runClosureSchedule } from '../features/placement-closure/closure-schedule-run';
import { TEST_PLACEMENT_END_PATH } from './test-factory-address';

// The browser tests' end of a placement (docs/product/placement-hours.md#evaluation-and-reflection):
// a placement whose employer part is in is moved to `completed` (as the hourly run does once its end
// date is over) and its evaluation asked (the supervisor's e-mail), without signing it or moving the
// server's clock by weeks. The e-mail is queued and the server's worker sends it (no drain here, as in
// placement-run.ts: on the shared server, busy with the other tests' tasks, a drain can wait long for
// an idle queue); the tests read it from the outbox when it comes. Behind the test factory's token (test-user-factory.ts), outside /api.

export function registerPlacementEnd(app: FastifyInstance): void {
  app.post(TEST_PLACEMENT_END_PATH, async (request, reply) => {
    const body = z.object({ placementId: z.uuid() }).safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'VALIDATION_ERROR', message: z.prettifyError(body.error) });
    await app.deps.db.update(placements).set({ status: 'completed' }).where(eq(placements.id, body.data.placementId));
    await runClosureSchedule(app.deps, new Date());
    return reply.code(204).send();
  });
}
