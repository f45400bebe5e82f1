import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@common/contracts/error';
import {
  applicationIdParams, createJobBody, employerApplicationResponse, employerApplicationsQuery, employerApplicationsResponse,
  employerJobResponse, employerJobsResponse, jobIdParams, listLimitQuery, updateApplicationBody, updateJobBody,
} from '@common/contracts/jobs';
import { assertRole, requireRole } from '../../auth/guards';
import { notFound } from '../../errors/app-error';
import { createAlertsForJob } from '../institutions/alerts-service';
import { listEmployerApplications, updateApplicationStatus } from './application-repository';
import { findEmployerJob, getEmployerStats, listEmployerJobs } from './employer-job-repository';
import { assertApplicationId, assertEmployerWithProfile, assertJobId } from './job-access';
import { insertJob, setJobActive } from './job-repository';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The employer dashboard (spec 2.9, 7). An employer reaches only its own postings and their applications. */
export async function employerJobRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const employerId = (request: Parameters<typeof assertRole>[0]) => assertRole(request, 'employer').user.id;

  app.get('/api/employer/jobs', {
    preHandler: requireRole('employer'),
    schema: { tags: ['jobs'], summary: 'My postings with their counts, and my stat cards', querystring: listLimitQuery, response: { 200: employerJobsResponse, ...errors } },
  }, async (request) => {
    const [page, stats] = await Promise.all([listEmployerJobs(db, employerId(request), request.query), getEmployerStats(db, employerId(request))]);
    return { ...page, stats };
  });

  app.post('/api/employer/jobs', {
    preHandler: requireRole('employer'),
    schema: { tags: ['jobs'], summary: 'Create a posting', body: createJobBody, response: { 201: employerJobResponse, ...errors } },
  }, async (request, reply) => {
    const auth = await assertEmployerWithProfile(db, request);
    const id = await insertJob(db, auth.user.id, request.body);
    // A new posting is active: schools in its city may need an alert (issue 5).
    await createAlertsForJob(db, id);
    return reply.status(201).send({ job: (await findEmployerJob(db, auth.user.id, id))! });
  });

  app.patch('/api/employer/jobs/:id', {
    preHandler: requireRole('employer'),
    schema: { tags: ['jobs'], summary: 'Switch a posting on or off', params: jobIdParams, body: updateJobBody, response: { 200: employerJobResponse, ...errors } },
  }, async (request) => {
    const id = assertJobId(request.params.id);
    const changed = await setJobActive(db, employerId(request), id, request.body.isActive);
    if (!changed) throw notFound('That job');
    if (request.body.isActive && !changed.wasActive) await createAlertsForJob(db, id);
    return { job: (await findEmployerJob(db, employerId(request), id))! };
  });

  app.get('/api/employer/applications', {
    preHandler: requireRole('employer'),
    schema: { tags: ['jobs'], summary: 'Applications to my postings (optionally one posting)', querystring: employerApplicationsQuery, response: { 200: employerApplicationsResponse, ...errors } },
  }, async (request) => listEmployerApplications(db, employerId(request), request.query));

  app.patch('/api/employer/applications/:id', {
    preHandler: requireRole('employer'),
    schema: { tags: ['jobs'], summary: 'Move an application to pending, reviewing, accepted or rejected', params: applicationIdParams, body: updateApplicationBody, response: { 200: employerApplicationResponse, ...errors } },
  }, async (request) => {
    const application = await updateApplicationStatus(db, employerId(request), assertApplicationId(request.params.id), request.body.status);
    if (!application) throw notFound('That application');
    return { application };
  });
}
