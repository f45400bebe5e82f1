import type { FastifyInstance } from 'fastify';
import { assertMayApply } from '../consent/digital-consent';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { isUniqueViolation } from '../../db/errors';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidField, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { notifyApplicationReceived } from '../notifications/triggers';
import { insertApplication } from './student-application-repository';
import { canSeeJob, closedReason, requireStudentProfile } from './job-access';
import { cachedJobCount } from './job-count-cache';
import { readJobDetail } from './job-detail';
import { countActiveJobs, findJobState } from './job-repository';
import { listActiveJobs } from './job-page';
import { jobOrder } from './job-order';
import { resolveNear } from './near-search';
import { saveJob, unsaveJob } from './saved-job-repository';
import { studentAge } from './student-age';

/** Browse, detail, apply and save (docs/product/jobs.md). */
export async function publicJobRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // Active jobs, newest first, closing soonest, best answering first or nearest first, a page at a time; the total (counted up to a cap,
  // reused for a while: job-count-cache.ts) comes with the first page only. Near a place, only the postings within the distance,
  // each with how far it is (docs/product/near-me.md).
  registerEndpoint(app, jobsEndpoints.list, async ({ auth, query }) => {
    const { q, industry, type, city, sort } = query;
    const student = auth?.user.role === 'student' ? auth.user.id : null;
    // A student sees the postings open to their age unless they ask for every age (docs/product/jobs.md#what-the-work-is).
    const [forAge, near] = await Promise.all([student && !query.allAges ? studentAge(db, student) : null, resolveNear(db, query, student)]);
    if (sort === 'distance' && !near) throw invalidField('sort', 'jobs.distanceSortNeedsPlace');
    const facts = { paidOnly: query.paid, maxHours: query.maxHours, startFrom: query.startFrom, minPlaces: query.minPlaces, forAge };
    const filters = { q, industries: industry, types: type, city, responsive: query.responsive, near: near?.filter, ...facts };
    const page = { cursor: jobOrder(sort).decode(query.cursor), limit: query.limit };
    const [found, counted] = await Promise.all([
      listActiveJobs(db, { ...filters, ...page, sort, savedBy: student }),
      page.cursor ? null : cachedJobCount(db, filters, () => countActiveJobs(db, filters)),
    ]);
    return { ...found, total: counted?.total ?? null, totalIsCapped: counted?.isCapped ?? false, forAge, near: near?.answer ?? null };
  });

  registerEndpoint(app, jobsEndpoints.detail, async ({ auth, params }) => {
    const detail = await readJobDetail(db, params.id, auth ?? null);
    if (!detail) throw notFound('job');
    return detail;
  });

  // A student with a profile applies with the resume on that profile.
  registerEndpoint(app, jobsEndpoints.apply, async ({ auth, params, body }) => {
    const { hasResume } = await requireStudentProfile(db, auth);
    const job = await findJobState(db, params.id);
    if (!job || !canSeeJob(job, auth)) throw notFound('job');
    const reason = closedReason(job);
    if (reason) throw new AppError('JOB_CLOSED', reason);
    if (!hasResume) throw new AppError('CONFLICT', 'jobs.resumeRequired');
    // Under the age of digital consent, a parent or guardian consents first (docs/product/accounts.md#consent-at-sign-up).
    await assertMayApply(db, auth.user.id);
    try {
      // The employer hears of it (docs/product/notifications.md) exactly when the application is committed.
      const application = await runUnitOfWork(app.deps, async (work) => {
        const inserted = await insertApplication(work.tx, job.id, auth.user.id, body?.message || null);
        if (!inserted) throw new AppError('ALREADY_EXISTS', 'jobs.alreadyApplied');
        await notifyApplicationReceived(app.deps, inserted.id, work);
        return inserted;
      });
      return { application };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('ALREADY_EXISTS', 'jobs.alreadyApplied');
      throw error;
    }
  });

  registerEndpoint(app, jobsEndpoints.save, async ({ auth, params }) => {
    await requireStudentProfile(db, auth);
    const job = await findJobState(db, params.id);
    if (!job || !canSeeJob(job, auth)) throw notFound('job');
    // A closed posting (filled, or past its deadline) stays readable but is not worth saving.
    const reason = closedReason(job);
    if (reason) throw new AppError('JOB_CLOSED', reason);
    await saveJob(db, auth.user.id, job.id);
    return { isSaved: true };
  });

  registerEndpoint(app, jobsEndpoints.unsave, async ({ auth, params }) => {
    await requireStudentProfile(db, auth);
    await unsaveJob(db, auth.user.id, params.id);
    return { isSaved: false };
  });
}
