import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse } from '@common/contracts/auth';
import { errorBodySchema } from '@common/contracts/error';
import {
  createEventBody, createEventResponse, eventIdParams, eventListResponse, listEventsQuery, registerForEventBody, registrationResponse,
} from '@common/contracts/events';
import { assertSignedIn, requireAdmin } from '../../auth/guards';
import { assertSignedInForEvents, isAdminViewer, requireSignedInForEvents } from './event-guards';
import { asRegistrationType } from './event-item';
import { createEvent, listEventsForViewer, registerForEvent, removeEvent, unregisterFromEvent } from './events-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Job fairs and events (spec 2.6, 4, 7): public list, registration, admin management. */
export async function eventRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // Public: anyone may see the events; a signed-in caller also sees their own registration.
  app.get('/api/events', {
    schema: { tags: ['events'], summary: 'Upcoming events first, then past ones', querystring: listEventsQuery, response: { 200: eventListResponse, 400: errorBodySchema } },
  }, async (request) =>
    listEventsForViewer(db, { userId: request.auth?.user.id ?? null, isAdmin: isAdminViewer(request) }, request.query),
  );

  app.post('/api/events/:id/register', {
    preHandler: requireSignedInForEvents,
    schema: { tags: ['events'], summary: 'Register for an event', params: eventIdParams, body: registerForEventBody, response: { 201: registrationResponse, ...errors } },
  }, async (request, reply) => {
    const { user } = assertSignedInForEvents(request);
    const registration = await registerForEvent(db, {
      eventId: request.params.id, userId: user.id, role: user.role, registrationType: request.body.registrationType,
    });
    return reply.status(201).send({ eventId: registration.eventId, registrationType: asRegistrationType(registration.registrationType) });
  });

  app.delete('/api/events/:id/unregister', {
    preHandler: requireSignedInForEvents,
    schema: { tags: ['events'], summary: 'Cancel your registration', params: eventIdParams, response: { 200: okResponse, ...errors } },
  }, async (request) => {
    const { user } = assertSignedInForEvents(request);
    await unregisterFromEvent(db, { eventId: request.params.id, userId: user.id });
    return { ok: true as const };
  });

  app.post('/api/events', {
    preHandler: requireAdmin,
    schema: { tags: ['events'], summary: 'Create an event (admin)', body: createEventBody, response: { 201: createEventResponse, ...errors } },
  }, async (request, reply) => {
    const { user } = assertSignedIn(request);
    return reply.status(201).send({ event: await createEvent(db, request.body, user.id) });
  });

  app.delete('/api/events/:id', {
    preHandler: requireAdmin,
    schema: { tags: ['events'], summary: 'Delete an event and its registrations (admin)', params: eventIdParams, response: { 200: okResponse, ...errors } },
  }, async (request) => {
    await removeEvent(db, request.params.id);
    return { ok: true as const };
  });
}
