import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@common/contracts/error';
import { listLimitQuery, savedJobsResponse, studentApplicationsResponse } from '@common/contracts/jobs';
import { assertRole, requireRole } from '../../auth/guards';
import { listStudentApplications } from './application-repository';
import { listSavedJobs } from './saved-job-repository';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The student dashboard's lists (spec 2.9, 7). */
export async function studentJobRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get('/api/student/applications', {
    preHandler: requireRole('student'),
    schema: { tags: ['jobs'], summary: 'My applications, most recent first', querystring: listLimitQuery, response: { 200: studentApplicationsResponse, ...errors } },
  }, async (request) => listStudentApplications(db, assertRole(request, 'student').user.id, request.query));

  app.get('/api/student/saved-jobs', {
    preHandler: requireRole('student'),
    schema: { tags: ['jobs'], summary: 'My saved jobs, most recently saved first', querystring: listLimitQuery, response: { 200: savedJobsResponse, ...errors } },
  }, async (request) => listSavedJobs(db, assertRole(request, 'student').user.id, request.query));
}
