import type { FastifyInstance } from 'fastify';
import { supervisorEndpoints } from '@common/endpoints/supervisor';
import { withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { answerSupervisorHours, readSupervisorHours } from './supervisor-hours';

/** The supervisor's hours link (docs/product/placement-hours.md#the-supervisor-needs-no-account): public, rate limited per network (CLIENT_LIMITS.supervisor). */
export async function supervisorHoursRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await withClientLimit(app, 'supervisor', (limited) => {
    registerEndpoint(limited, supervisorEndpoints.hours, async ({ params }) => readSupervisorHours(deps, params.token));
    registerEndpoint(limited, supervisorEndpoints.answerHours, async ({ params, body }) => answerSupervisorHours(deps, params.token, body));
  });
}
