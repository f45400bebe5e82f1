import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { minutesOfDay } from '@common/placement-schedule';
import { placements, placementShifts } from '../db/schema';
import { createSupervisorLink } from '../features/placement-hours/supervisor-links';
import { TEST_PLACEMENT_HOURS_PATH } from './test-factory-address';

// The browser tests' hours (docs/product/placement-hours.md): a placement made active with days
// awaiting its supervisor under a fresh hours link, as the Monday e-mail leaves them, without running
// the weekly run (it would take every other test's placement along); and the shifts' states after.
// Registered with the user factory (test-user-factory.ts): only with TEST_FACTORY_TOKEN.

const shiftBody = z.object({
  workDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  breakMinutes: z.number().int().min(0),
  activities: z.string().default(''),
});
const awaitingBody = z.object({
  placementId: z.uuid(),
  periodStart: z.string(),
  periodEnd: z.string(),
  shifts: z.array(shiftBody).min(1),
});

export function registerHoursFactory(app: FastifyInstance): void {
  const { db } = app.deps;

  app.post(TEST_PLACEMENT_HOURS_PATH, async (request, reply) => {
    const body = awaitingBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'VALIDATION_ERROR', message: z.prettifyError(body.error) });
    const { placementId, periodStart, periodEnd, shifts } = body.data;
    const result = await db.transaction(async (tx) => {
      const [placement] = await tx.update(placements).set({ status: 'active' }).where(eq(placements.id, placementId)).returning();
      if (!placement) return null;
      const link = await createSupervisorLink(
        tx,
        { placementId, purpose: 'hours', sentTo: placement.terms.supervisor.email ?? 'supervisor@example.test', periodStart, periodEnd },
        new Date(),
      );
      const rows = await tx
        .insert(placementShifts)
        .values(
          shifts.map((shift) => ({
            ...shift,
            placementId,
            minutes: minutesOfDay(shift.endTime)! - minutesOfDay(shift.startTime)! - shift.breakMinutes,
            status: 'awaiting_supervisor' as const,
            supervisorLinkId: link.id,
          })),
        )
        .returning({ id: placementShifts.id });
      return { token: link.token, shiftIds: rows.map((row) => row.id) };
    });
    if (!result) return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such placement.' });
    return reply.code(201).send(result);
  });

  app.get(`${TEST_PLACEMENT_HOURS_PATH}/:placementId`, async (request, reply) => {
    const params = z.object({ placementId: z.uuid() }).safeParse(request.params);
    if (!params.success) return reply.code(400).send({ error: 'VALIDATION_ERROR', message: z.prettifyError(params.error) });
    const shifts = await db
      .select({
        id: placementShifts.id,
        workDate: placementShifts.workDate,
        status: placementShifts.status,
        verifiedBy: placementShifts.verifiedBy,
        correctedEndTime: placementShifts.correctedEndTime,
        supervisorNote: placementShifts.supervisorNote,
      })
      .from(placementShifts)
      .where(and(eq(placementShifts.placementId, params.data.placementId)))
      .orderBy(asc(placementShifts.workDate));
    return reply.send({ shifts });
  });
}
