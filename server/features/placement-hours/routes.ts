import type { FastifyInstance } from 'fastify';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import { registerEndpoint } from '../../http/register-endpoint';
import { approveShifts, logShift, readHours, removeShift, updateShift, verifyShift } from './shift-service';

/**
 * The hours log of a placement (docs/product/placement-hours.md#the-hours-log): the student's days, the
 * coordinator's verification, the school's approval. The rules are shift-service.ts's; an unverified
 * school or employer is refused by the declarations' access rule before any of them runs.
 */
export async function placementHoursRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  registerEndpoint(app, placementHoursEndpoints.list, async ({ auth, params }) => readHours(deps.db, auth, params.id));

  registerEndpoint(app, placementHoursEndpoints.create, async ({ auth, params, body }) => ({
    shift: await logShift(deps, auth.user.id, params.id, body),
  }));

  registerEndpoint(app, placementHoursEndpoints.update, async ({ auth, params, body }) => ({
    shift: await updateShift(deps, auth.user.id, params, body),
  }));

  registerEndpoint(app, placementHoursEndpoints.remove, async ({ auth, params, reply }) => {
    await removeShift(deps, auth.user.id, params);
    return reply.status(204).send();
  });

  registerEndpoint(app, placementHoursEndpoints.verify, async ({ request, auth, params, body }) => ({
    shift: await verifyShift(deps, request, auth.user, params, body),
  }));

  registerEndpoint(app, placementHoursEndpoints.approve, async ({ auth, params, body }) => approveShifts(deps, auth.user, params.id, body.shiftIds));
}
