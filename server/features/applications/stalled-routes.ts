import type { FastifyInstance } from 'fastify';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireInstitutionProfile } from '../institutions/institution-context';
import { listStalledApplications } from './stalled-repository';

/**
 * A school's students' applications left without an answer (docs/product/applications.md#schools-stalled-applications).
 * The other applications routes (answers, interviews, offers) and the hourly deadlines task that
 * closes them (deadlines.ts) are the applications' plugin (routes.ts).
 */
export async function stalledApplicationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  registerEndpoint(app, applicationsEndpoints.stalledApplications, async ({ auth, query }) =>
    listStalledApplications(db, await requireInstitutionProfile(db, auth), query),
  );
}
