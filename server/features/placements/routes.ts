import type { FastifyInstance } from 'fastify';
import { placementsEndpoints } from '@common/endpoints/placements';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { checkOrganisation, ownerOf, readOwnPlacement } from './placement-access';
import { listPlacements } from './placement-repository';
import { cancelPlacement, saveEmployerPart, saveSchoolPart } from './placement-service';
import { schoolInvitationRoutes } from './school-invitation-routes';
import { signatureRoutes } from './signature-routes';
import { registerPlacementScheduleTask } from './placement-schedule-run';
import { registerRemindRoute } from './remind-route';
import { placementFileRoutes } from './placement-file-routes';

/**
 * Placements and their agreements (docs/product/placements.md): each party's list, one placement,
 * the employer's part, the school's part, cancelling; the signatures' routes are signature-routes.ts's.
 * The steps' rules are placement-service.ts's.
 */
export async function placementRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, placementsEndpoints.list, async ({ auth, query }) => {
    await checkOrganisation(db, auth);
    const owner = await ownerOf(db, auth);
    return owner ? listPlacements(db, owner, query) : { items: [], nextCursor: null, total: null };
  });

  // Its parties and admins; anyone else: not found, as when there is none.
  registerEndpoint(app, placementsEndpoints.get, async ({ auth, params }) => ({ placement: await readOwnPlacement(db, auth, params.id) }));

  registerEndpoint(app, placementsEndpoints.employerPart, async ({ auth, params, body }) => {
    const placement = await saveEmployerPart(app.deps, auth.user.id, params.id, body);
    if (!placement) throw notFound('placement');
    return { placement };
  });

  registerEndpoint(app, placementsEndpoints.schoolPart, async ({ auth, params, body }) => {
    const placement = await saveSchoolPart(app.deps, auth.user.id, params.id, body);
    if (!placement) throw notFound('placement');
    return { placement };
  });

  registerEndpoint(app, placementsEndpoints.cancel, async ({ auth, params, body }) => {
    await checkOrganisation(db, auth);
    const placement = await cancelPlacement(app.deps, auth.user, params.id, body.reason);
    if (!placement) throw notFound('placement');
    return { placement };
  });

  signatureRoutes(app);
  registerRemindRoute(app);
  // The hourly run's handler (start, end, reminders), registered with the feature's routes as every feature's tasks are.
  registerPlacementScheduleTask(app.deps, app.log);
  await app.register(placementFileRoutes);
  schoolInvitationRoutes(app);
}
