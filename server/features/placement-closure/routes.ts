import type { FastifyInstance } from 'fastify';
import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { supervisorEndpoints } from '@common/endpoints/supervisor';
import { withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { readOwnPlacement } from '../placements/placement-access';
import { closureResponse } from './closure-repository';
import { evaluateThroughLink, readEvaluationLink, reflect, signOff } from './closure-service';

/**
 * The end of a placement (docs/product/placement-hours.md#evaluation-and-reflection): the closure, the
 * reflection, the sign-off, and the supervisor's evaluation link (public, every call counted per
 * network as the supervisor's hours link is: CLIENT_LIMITS.supervisor).
 */
export async function placementClosureRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  // Its parties and admins; the employer reads no reflection (the student's words are for their school).
  registerEndpoint(app, placementClosureEndpoints.get, async ({ auth, params }) => {
    await readOwnPlacement(deps.db, auth, params.id);
    return closureResponse(deps.db, params.id, auth.user.role !== 'employer');
  });

  registerEndpoint(app, placementClosureEndpoints.reflect, async ({ auth, params, body }) => reflect(deps, auth, params.id, body));

  registerEndpoint(app, placementClosureEndpoints.signOff, async ({ auth, params }) => signOff(deps, auth, params.id, new Date()));

  await withClientLimit(app, 'supervisor', (limited) => {
    registerEndpoint(limited, supervisorEndpoints.evaluation, async ({ params }) => readEvaluationLink(deps, params.token, new Date()));
    registerEndpoint(limited, supervisorEndpoints.evaluate, async ({ params, body }) => evaluateThroughLink(deps, params.token, body, new Date()));
  });
}
