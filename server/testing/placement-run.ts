import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { runPlacementSchedule } from '../features/placements/placement-schedule-run';
import { TEST_PLACEMENT_RUN_PATH } from './test-factory-address';

// The browser tests' hourly run of placements at a moved clock (docs/product/placement-hours.md): the
// whole end-of-placement walk needs a Monday for the supervisor's weekly e-mail and a day after the end
// date for the evaluation, whatever day the tests run on. The run is the product's own
// (runPlacementSchedule, as the hourly task calls it) with `now` given; its e-mails are queued, and the
// server's worker sends them (no drain here: on the shared server, busy with the other tests' tasks, a
// drain waiting for an idle queue once held the run's answer past the test's time). It takes every placement of the shared server along, as the real hourly run does:
// `now` may not be more than MAX_AHEAD_MS after the real clock, so another test's placement is moved no
// further than a day's dates (none of the other browser tests' placements starts or ends tomorrow).
// Behind the test factory's token (test-user-factory.ts), outside /api.

const MAX_AHEAD_MS = 36 * 60 * 60 * 1000;

export function registerPlacementRun(app: FastifyInstance): void {
  app.post(TEST_PLACEMENT_RUN_PATH, async (request, reply) => {
    const body = z.object({ now: z.iso.datetime() }).safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'VALIDATION_ERROR', message: z.prettifyError(body.error) });
    const now = new Date(body.data.now);
    if (now.getTime() > Date.now() + MAX_AHEAD_MS) {
      return reply.code(400).send({ error: 'VALIDATION_ERROR', message: 'The run may be at most 36 hours ahead of the clock.' });
    }
    const result = await runPlacementSchedule(app.deps, now);
    return reply.send(result);
  });
}
