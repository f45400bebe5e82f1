import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@common/contracts/error';
import {
  employerProfileBody, employerProfileResponse, institutionListQuery, institutionListResponse, institutionProfileBody,
  institutionProfileResponse, studentProfileBody, studentProfileResponse,
} from '@common/contracts/profiles';
import { assertSignedIn, requireUser } from '../../auth/guards';
import {
  findEmployerProfile, findInstitutionProfile, findStudentProfile, listInstitutionsForPicker, upsertEmployerProfile,
  upsertInstitutionProfile, upsertStudentProfile,
} from './profile-repository';
import { prepareStudentValues, saveOwnProfile } from './save-profile';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

/**
 * Profiles (spec 2.8, 7). Rules: reading is "your own profile" (any signed-in user; null when
 * there is none); saving is "your own role's profile" (saveOwnProfile); the institution picker
 * is public.
 */
export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get('/api/student/profile', {
    preHandler: requireUser,
    schema: { tags: ['profiles'], summary: 'Your student profile', response: { 200: studentProfileResponse, ...errors } },
  }, async (request) => ({ profile: await findStudentProfile(db, assertSignedIn(request).user.id) }));

  app.post('/api/student/profile', {
    preHandler: requireUser,
    schema: { tags: ['profiles'], summary: 'Create or update your student profile', body: studentProfileBody, response: { 200: studentProfileResponse, ...errors } },
  }, async (request) => {
    const auth = assertSignedIn(request);
    return {
      profile: await saveOwnProfile(db, auth, 'student', async (tx) =>
        upsertStudentProfile(tx, auth.user.id, await prepareStudentValues(tx, request.body))),
    };
  });

  app.get('/api/employer/profile', {
    preHandler: requireUser,
    schema: { tags: ['profiles'], summary: 'Your employer profile', response: { 200: employerProfileResponse, ...errors } },
  }, async (request) => ({ profile: await findEmployerProfile(db, assertSignedIn(request).user.id) }));

  app.post('/api/employer/profile', {
    preHandler: requireUser,
    schema: { tags: ['profiles'], summary: 'Create or update your employer profile', body: employerProfileBody, response: { 200: employerProfileResponse, ...errors } },
  }, async (request) => {
    const auth = assertSignedIn(request);
    return { profile: await saveOwnProfile(db, auth, 'employer', (tx) => upsertEmployerProfile(tx, auth.user.id, request.body)) };
  });

  app.get('/api/institution/profile', {
    preHandler: requireUser,
    schema: { tags: ['profiles'], summary: 'Your institution profile', response: { 200: institutionProfileResponse, ...errors } },
  }, async (request) => ({ profile: await findInstitutionProfile(db, assertSignedIn(request).user.id) }));

  app.post('/api/institution/profile', {
    preHandler: requireUser,
    schema: { tags: ['profiles'], summary: 'Create or update your institution profile', body: institutionProfileBody, response: { 200: institutionProfileResponse, ...errors } },
  }, async (request) => {
    const auth = assertSignedIn(request);
    return { profile: await saveOwnProfile(db, auth, 'institution', (tx) => upsertInstitutionProfile(tx, auth.user.id, request.body)) };
  });

  app.get('/api/institutions', {
    schema: { tags: ['profiles'], summary: 'Institutions for the student form picker (public)', querystring: institutionListQuery, response: { 200: institutionListResponse, 400: errorBodySchema } },
  }, async (request) => listInstitutionsForPicker(db, request.query.search));
}
