import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@common/endpoints/platform';
import { registerEndpoint } from '../../http/register-endpoint';
import { getPublicStats } from './stats-repository';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, platformEndpoints.stats, async () => getPublicStats(app.deps.db));
}
