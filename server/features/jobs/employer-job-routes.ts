import type { FastifyInstance } from 'fastify';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { runUnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { createAlertsForJob } from '../institutions/alerts-service';
import { listEmployerApplications, listEmployerApplicationsDue } from './employer-application-lists';
import { changeApplicationStatus, handleApplicationStatusTask } from './application-status-service';
import { findEmployerJob, getEmployerStats, listEmployerJobs } from './employer-job-repository';
import { deadlinePassed, requireEmployerProfile } from './job-access';
import { forgetJobCounts } from './job-count-cache';
import { insertJob, setJobActive } from './job-repository';
import { pageRequest } from './page-request';

/**
 * The employer dashboard (docs/product/dashboards.md#employer-dashboard). An employer reaches only
 * its own postings and their applications; anyone else's is "not found".
 */
export async function employerJobRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, jobsEndpoints.employerJobs, async ({ auth, query }) => {
    const [page, stats] = await Promise.all([listEmployerJobs(db, auth.user.id, pageRequest(query)), getEmployerStats(db, auth.user.id)]);
    return { ...page, stats };
  });

  registerEndpoint(app, jobsEndpoints.createJob, async ({ auth, body }) => {
    const { isVerified, companyName } = await requireEmployerProfile(db, auth);
    // An unverified employer's posting is saved but stays out of public lists until an admin
    // verifies the company (docs/product/admin.md#verification). A posting carries the name of the
    // company FirstRung verified, whatever the form sent: a verified employer cannot post as
    // another company (renaming the company puts it back under review).
    // A new public posting: schools in its city may need an alert (docs/product/jobs.md#school-alerts),
    // in the posting's own transaction, so there is never one without the other.
    // createAlertsForJob itself skips postings that are not public.
    const id = await runUnitOfWork(app.deps, async ({ tx }) => {
      const created = await insertJob(tx, auth.user.id, { ...body, companyName, employerVerified: isVerified });
      await createAlertsForJob(tx, created);
      return created;
    });
    // Committed: no total counted while the posting was being written lingers.
    forgetJobCounts();
    return { job: (await findEmployerJob(db, auth.user.id, id))! };
  });

  registerEndpoint(app, jobsEndpoints.updateJob, async ({ auth, params, body }) => {
    // Switched on, the posting alerts schools as a new one would, in the same transaction.
    const changed = await runUnitOfWork(app.deps, async ({ tx }) => {
      const switched = await setJobActive(tx, auth.user.id, params.id, body.isActive);
      if (switched && switched !== 'expired' && body.isActive && !switched.wasActive) await createAlertsForJob(tx, params.id);
      return switched;
    });
    if (!changed) throw notFound('job');
    if (changed === 'expired') throw deadlinePassed();
    forgetJobCounts();
    return { job: (await findEmployerJob(db, auth.user.id, params.id))! };
  });

  registerEndpoint(app, jobsEndpoints.employerApplications, async ({ auth, query }) => {
    const filter = { jobId: query.jobId, q: query.q, status: query.status };
    // "To answer": the soonest due first, with a cursor of its own (docs/product/applications.md#the-deadline).
    return query.sort === 'due'
      ? listEmployerApplicationsDue(db, auth.user.id, { cursor: query.cursor, limit: query.limit, ...filter })
      : listEmployerApplications(db, auth.user.id, { ...pageRequest(query), ...filter });
  });

  handleApplicationStatusTask(app);
  registerEndpoint(app, jobsEndpoints.updateApplication, async ({ auth, params, body }) => {
    // The student is told once the new status has stood for the undo window (application-status-service.ts).
    const application = await changeApplicationStatus(app.deps, auth.user.id, params.id, body);
    if (!application) throw notFound('application');
    return { application };
  });
}
