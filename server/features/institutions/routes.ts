import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@common/contracts/error';
import { alertsResponse, idParams, pageQuery, placementsResponse, studentsResponse } from '@common/contracts/institutions';
import { requireRole } from '../../auth/guards';
import { notFound } from '../../errors/app-error';
import { dismissAlert, listOpenAlerts } from './alerts-repository';
import { assertInstitutionProfile } from './institution-context';
import { listPlacements, listRosterStudents } from './roster-repository';

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** Spec 2.9: an institution's roster, its students' placements, and its local alerts. */
export async function institutionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // Permission rule for every route here: a signed-in institution with its profile.
  const onlyInstitutions = requireRole('institution');

  app.get('/api/institution/students', {
    preHandler: onlyInstitutions,
    schema: { tags: ['institutions'], summary: 'Students whose profile names this institution', querystring: pageQuery, response: { 200: studentsResponse, ...denied } },
  }, async (request) => {
    const institutionId = await assertInstitutionProfile(db, request);
    const { students, total } = await listRosterStudents(db, institutionId, request.query);
    return { students, total, ...request.query };
  });

  app.get('/api/institution/placements', {
    preHandler: onlyInstitutions,
    schema: { tags: ['institutions'], summary: "This institution's students' applications; accepted ones are placements", querystring: pageQuery, response: { 200: placementsResponse, ...denied } },
  }, async (request) => {
    const institutionId = await assertInstitutionProfile(db, request);
    return { ...(await listPlacements(db, institutionId, request.query)), ...request.query };
  });

  app.get('/api/institution/alerts', {
    preHandler: onlyInstitutions,
    schema: { tags: ['institutions'], summary: 'Open alerts about high-school postings in this city, newest first', querystring: pageQuery, response: { 200: alertsResponse, ...denied } },
  }, async (request) => {
    const institutionId = await assertInstitutionProfile(db, request);
    return { ...(await listOpenAlerts(db, institutionId, request.query)), ...request.query };
  });

  app.delete('/api/institution/alerts/:id', {
    preHandler: onlyInstitutions,
    schema: { tags: ['institutions'], summary: 'Dismiss one of your alerts', params: idParams, response: { 204: z.null(), 404: errorBodySchema, ...denied } },
  }, async (request, reply) => {
    const institutionId = await assertInstitutionProfile(db, request);
    // Another institution's alert answers 404, as if it did not exist.
    if (!(await dismissAlert(db, institutionId, request.params.id))) throw notFound('That alert');
    return reply.status(204).send(null);
  });
}
