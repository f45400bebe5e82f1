import type { FastifyInstance } from 'fastify';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { notifyApplicationWithdrawn } from '../notifications/triggers';
import { deleteApplication, listStudentApplications, lockOwnApplication } from './application-repository';
import { pageRequest } from './page-request';
import { listSavedJobs } from './saved-job-repository';

/** The student dashboard's lists (docs/product/dashboards.md#student-dashboard) and withdrawing an application. */
export async function studentJobRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, jobsEndpoints.studentApplications, async ({ auth, query }) => listStudentApplications(db, auth.user.id, pageRequest(query)));
  registerEndpoint(app, jobsEndpoints.savedJobs, async ({ auth, query }) => listSavedJobs(db, auth.user.id, pageRequest(query)));

  // The employer is told in the transaction that deletes the application (docs/product/jobs.md#withdrawing).
  registerEndpoint(app, jobsEndpoints.withdrawApplication, async ({ auth, params }) => {
    const withdrawn = await db.transaction(async (tx) => {
      if (!(await lockOwnApplication(tx, auth.user.id, params.id))) return false;
      await notifyApplicationWithdrawn(app.deps, params.id, tx);
      await deleteApplication(tx, params.id);
      return true;
    });
    if (!withdrawn) throw notFound('That application');
    app.deps.queue.nudge();
    return { ok: true as const };
  });
}
