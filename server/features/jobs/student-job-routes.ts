import type { FastifyInstance } from 'fastify';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { CLOSED_APPLICATION_STATUSES } from '@common/enums';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { releaseHeldChange } from '../../queue/undo-window';
import { notifyApplicationWithdrawn } from '../notifications/triggers';
import { TELL_APPLICATION_STATUS_TASK } from './application-status-service';
import { listStudentApplications, lockOwnApplication, markWithdrawn } from './student-application-repository';
import { pageRequest } from './page-request';
import { listSavedJobs } from './saved-job-repository';

/** The student dashboard's lists (docs/product/dashboards.md#student-dashboard) and withdrawing an application. */
export async function studentJobRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, jobsEndpoints.studentApplications, async ({ auth, query }) => listStudentApplications(db, auth.user.id, pageRequest(query)));
  registerEndpoint(app, jobsEndpoints.savedJobs, async ({ auth, query }) => listSavedJobs(db, auth.user.id, pageRequest(query)));

  // The employer is told in the transaction that withdraws the application (docs/product/jobs.md#withdrawing).
  registerEndpoint(app, jobsEndpoints.withdrawApplication, async ({ auth, params }) => {
    const withdrawn = await runUnitOfWork(app.deps, async (work) => {
      const own = await lockOwnApplication(work.tx, auth.user.id, params.id);
      if (!own) return false;
      // Withdrawing twice changes nothing, and the employer is not told again.
      if (own.status === 'withdrawn') return true;
      // An accepted placement is agreed with the employer: it is not withdrawn with a click.
      if (own.status === 'accepted') throw new AppError('CONFLICT', 'jobs.acceptedNotWithdrawn');
      // Declined, not selected, closed with no response: nothing is left to withdraw (docs/product/applications.md).
      if ((CLOSED_APPLICATION_STATUSES as readonly string[]).includes(own.status)) throw new AppError('CONFLICT', 'applications.closedForWithdraw');
      // A status the employer still held for undo is never told: the student left first.
      if (own.statusChangeId) await releaseHeldChange(work, TELL_APPLICATION_STATUS_TASK, own.statusChangeId);
      await notifyApplicationWithdrawn(app.deps, params.id, work);
      await markWithdrawn(work.tx, params.id);
      return true;
    });
    if (!withdrawn) throw notFound('application');
    return { ok: true as const };
  });
}
