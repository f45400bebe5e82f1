import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { platformEndpoints } from '@common/endpoints/platform';
import { AppError } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, platformEndpoints.health, async () => ({ status: 'ok' as const }));
  registerEndpoint(app, platformEndpoints.ready, async ({ request }) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError('SERVICE_UNAVAILABLE', 'errors.databaseUnreachable');
    }
  });
}
