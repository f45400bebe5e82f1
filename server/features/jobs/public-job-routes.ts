import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@common/contracts/error';
import { applyBody, applyResponse, jobDetailResponse, jobIdParams, listJobsQuery, listJobsResponse, saveJobResponse } from '@common/contracts/jobs';
import { AppError, notFound } from '../../errors/app-error';
import { hasApplied, insertApplication, isUniqueViolation } from './application-repository';
import { decodeCursor } from '../../http/keyset';
import { assertJobId, assertStudentWithProfile, canSeeJob, closedReason, countsAsView } from './job-access';
import { countActiveJobs, findJob, findJobState, incrementViewCount, listActiveJobs } from './job-repository';
import { saveJob, unsaveJob } from './saved-job-repository';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Browse, detail, apply and save (spec 2.5, 7). */
export async function publicJobRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // Public: active jobs, newest first, a page at a time. The total is counted on the first page only.
  app.get('/api/jobs', {
    schema: { tags: ['jobs'], summary: 'Browse and search active opportunities', querystring: listJobsQuery, response: { 200: listJobsResponse, 400: errorBodySchema } },
  }, async (request) => {
    const { q, industry, type, cursor, limit } = request.query;
    const auth = request.auth;
    const filters = { q, industries: industry, types: type };
    const [page, total] = await Promise.all([
      listActiveJobs(db, { ...filters, cursor: cursor ? decodeCursor(cursor, true) : null, limit, savedBy: auth?.user.role === 'student' ? auth.user.id : null }),
      cursor ? null : countActiveJobs(db, filters),
    ]);
    return { ...page, total };
  });

  // Public, so a posting can be shared; an inactive one only for its owner and admins.
  app.get('/api/jobs/:id', {
    schema: { tags: ['jobs'], summary: 'One opportunity (a visit counts as a view)', params: jobIdParams, response: { 200: jobDetailResponse, 404: errorBodySchema } },
  }, async (request) => {
    const auth = request.auth;
    const isStudent = auth?.user.role === 'student';
    const found = await findJob(db, assertJobId(request.params.id), isStudent ? auth.user.id : null);
    if (!found || !canSeeJob(found, auth)) throw notFound('That job');
    if (countsAsView(found, auth)) {
      await incrementViewCount(db, found.id);
      found.viewCount += 1;
    }
    const student = isStudent ? await assertStudentWithProfile(db, request).catch(() => null) : null;
    const { employerId, ...job } = found;
    return {
      job,
      viewer: {
        isStudentWithProfile: student !== null,
        hasResume: student?.hasResume ?? false,
        hasApplied: student ? await hasApplied(db, job.id, student.auth.user.id) : false,
        isOwner: auth?.user.id === employerId,
      },
    };
  });

  // A student with a profile applies with the resume on that profile.
  app.post('/api/jobs/:id/apply', {
    schema: { tags: ['jobs'], summary: 'Apply to an opportunity', params: jobIdParams, body: applyBody.nullish(), response: { 201: applyResponse, ...errors } },
  }, async (request, reply) => {
    const { auth, hasResume } = await assertStudentWithProfile(db, request);
    const job = await findJobState(db, assertJobId(request.params.id));
    if (!job || !canSeeJob(job, auth)) throw notFound('That job');
    const reason = closedReason(job);
    if (reason) throw new AppError('JOB_CLOSED', reason);
    if (!hasResume) throw new AppError('CONFLICT', 'Please upload your resume to your profile before applying.');
    try {
      const application = await insertApplication(db, job.id, auth.user.id, request.body?.message || null);
      return reply.status(201).send({ application });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('ALREADY_EXISTS', 'You have already applied to this job.');
      throw error;
    }
  });

  // Saving is idempotent: PUT saves, DELETE forgets.
  app.put('/api/jobs/:id/save', {
    schema: { tags: ['jobs'], summary: 'Save an opportunity', params: jobIdParams, response: { 200: saveJobResponse, ...errors } },
  }, async (request) => {
    const { auth } = await assertStudentWithProfile(db, request);
    const job = await findJobState(db, assertJobId(request.params.id));
    if (!job || !canSeeJob(job, auth)) throw notFound('That job');
    await saveJob(db, auth.user.id, job.id);
    return { isSaved: true };
  });

  app.delete('/api/jobs/:id/save', {
    schema: { tags: ['jobs'], summary: 'Forget a saved opportunity', params: jobIdParams, response: { 200: saveJobResponse, ...errors } },
  }, async (request) => {
    const { auth } = await assertStudentWithProfile(db, request);
    await unsaveJob(db, auth.user.id, assertJobId(request.params.id));
    return { isSaved: false };
  });
}

