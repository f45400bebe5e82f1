import type { FastifyInstance } from 'fastify';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { runUnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { createAlertsForJob } from '../institutions/alerts-service';
import { notifyPostingDeleted } from '../notifications/triggers';
import { placementFileKeysOfJob, removePlacementFiles } from '../placements/placement-file-keys';
import { findEmployerJob } from './employer-job-repository';
import { deadlinePassed, requireEmployerProfile } from './job-access';
import { forgetJobCounts } from './job-count-cache';
import { closeJobAsFilled, deleteJob, duplicateJob, editJob, findJobForDeletion, reopenJob, toStoredFields } from './posting-lifecycle-repository';

/**
 * An employer's posting after it is created: edit, close as filled, reopen, duplicate, delete
 * (docs/product/jobs.md#posting-lifecycle). Only the posting's owner reaches it; anyone else's is "not found".
 */
export async function postingLifecycleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const ownJob = async (employerId: string, id: string) => {
    const job = await findEmployerJob(db, employerId, id);
    if (!job) throw notFound('job');
    return { job };
  };

  registerEndpoint(app, jobsEndpoints.editJob, async ({ auth, params, body }) => {
    // As when creating: the posting carries the company name FirstRung verified, whatever the form sent.
    const { companyName } = await requireEmployerProfile(db, auth);
    // A posting now public in a new city, or open again with a new deadline, may alert schools (never
    // twice), in the edit's transaction.
    const changed = await runUnitOfWork(app.deps, async ({ tx }) => {
      const fields = await editJob(tx, auth.user.id, params.id, toStoredFields({ ...body, companyName }));
      if (fields?.length) await createAlertsForJob(tx, params.id);
      return fields;
    });
    if (!changed) throw notFound('job');
    if (changed.length > 0) forgetJobCounts();
    return ownJob(auth.user.id, params.id);
  });

  registerEndpoint(app, jobsEndpoints.closeJob, async ({ auth, params }) => {
    if (!(await closeJobAsFilled(db, auth.user.id, params.id))) throw notFound('job');
    return ownJob(auth.user.id, params.id);
  });

  registerEndpoint(app, jobsEndpoints.reopenJob, async ({ auth, params, body }) => {
    // Open again, the posting may alert schools, in the reopening's transaction.
    const outcome = await runUnitOfWork(app.deps, async ({ tx }) => {
      const reopened = await reopenJob(tx, auth.user.id, params.id, body?.applicationDeadline);
      if (reopened === 'reopened') await createAlertsForJob(tx, params.id);
      return reopened;
    });
    if (!outcome) throw notFound('job');
    if (outcome === 'expired') throw deadlinePassed();
    forgetJobCounts();
    return ownJob(auth.user.id, params.id);
  });

  registerEndpoint(app, jobsEndpoints.duplicateJob, async ({ auth, params }) => {
    const { isVerified, companyName } = await requireEmployerProfile(db, auth);
    const id = await duplicateJob(db, auth.user.id, params.id, { companyName, employerVerified: isVerified });
    if (!id) throw notFound('job');
    return ownJob(auth.user.id, id);
  });

  // Each applicant is told, in the transaction that deletes the posting and their applications with it;
  // the files of the placements that go with the applications are removed from storage once it has committed.
  registerEndpoint(app, jobsEndpoints.deleteJob, async ({ auth, params, request }) => {
    const removed = await runUnitOfWork(app.deps, async (work) => {
      const job = await findJobForDeletion(work.tx, auth.user.id, params.id);
      if (!job) return null;
      for (const application of job.applications) await notifyPostingDeleted(app.deps, application, job, work);
      const fileKeys = await placementFileKeysOfJob(work.tx, params.id);
      await deleteJob(work.tx, params.id);
      return { applications: job.applications.length, fileKeys };
    });
    if (removed === null) throw notFound('job');
    await removePlacementFiles(app.deps.storage, removed.fileKeys, request.log);
    return { ok: true as const, applicationsRemoved: removed.applications };
  });
}
