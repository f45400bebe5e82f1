import type { FastifyInstance } from 'fastify';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { registerEndpoint } from '../../http/register-endpoint';
import { listStudentApplications } from './application-repository';
import { pageRequest } from './page-request';
import { listSavedJobs } from './saved-job-repository';

/** The student dashboard's lists (docs/product/dashboards.md#student-dashboard). */
export async function studentJobRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  registerEndpoint(app, jobsEndpoints.studentApplications, async ({ auth, query }) => listStudentApplications(db, auth.user.id, pageRequest(query)));
  registerEndpoint(app, jobsEndpoints.savedJobs, async ({ auth, query }) => listSavedJobs(db, auth.user.id, pageRequest(query)));
}
