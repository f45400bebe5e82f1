import type { FastifyInstance } from 'fastify';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
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
    const withdrawn = await runUnitOfWork(app.deps, async (work) => {
      const status = await lockOwnApplication(work.tx, auth.user.id, params.id);
      if (!status) return false;
      // An accepted placement is agreed with the employer: it is not withdrawn with a click.
      if (status === 'accepted') throw new AppError('CONFLICT', 'jobs.acceptedNotWithdrawn');
      await notifyApplicationWithdrawn(app.deps, params.id, work);
      await deleteApplication(work.tx, params.id);
      return true;
    });
    if (!withdrawn) throw notFound('application');
    return { ok: true as const };
  });
}
