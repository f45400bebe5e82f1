import type { FastifyInstance } from 'fastify';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { dismissAlert, listOpenAlerts } from './alerts-repository';
import { requireInstitutionProfile } from './institution-context';
import { listPlacements, listRosterStudents } from './roster-repository';

/** An institution's roster, its students' placements, and its local alerts (docs/product/schools.md). */
export async function institutionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, institutionsEndpoints.students, async ({ auth, query }) =>
    listRosterStudents(db, await requireInstitutionProfile(db, auth), query),
  );

  registerEndpoint(app, institutionsEndpoints.placements, async ({ auth, query }) =>
    listPlacements(db, await requireInstitutionProfile(db, auth), query),
  );

  registerEndpoint(app, institutionsEndpoints.alerts, async ({ auth, query }) =>
    listOpenAlerts(db, await requireInstitutionProfile(db, auth), query),
  );

  registerEndpoint(app, institutionsEndpoints.dismissAlert, async ({ auth, params, reply }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    // Another institution's alert answers 404, as if it did not exist.
    if (!(await dismissAlert(db, institutionId, params.id))) throw notFound('alert');
    return reply.status(204).send();
  });
}
