import type { FastifyInstance } from 'fastify';
import { eventsEndpoints } from '@common/endpoints/events';
import { registerEndpoint } from '../../http/register-endpoint';
import { attachmentDisposition } from '../../http/file-names';
import { requestLanguage } from '../../http/request-language';
import { notifyEventChanged, notifyEventRegistration } from '../notifications/triggers';
import { asRegistrationType } from './event-item';
import { registrantsCsv } from './registrants-csv';
import { listEventRegistrants } from './registrants-repository';
import {
  createEvent,
  eventViewerOf,
  listEventsForViewer,
  listRegisteredEvents,
  registerForEvent,
  removeEvent,
  unregisterFromEvent,
  updateEvent,
} from './events-service';

/**
 * Job fairs and events (docs/product/events.md). Who may call each route is its declaration's rule
 * (common/endpoints/events.ts); the registration rules are the service's.
 */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, eventsEndpoints.list, async ({ auth, query }) => listEventsForViewer(db, eventViewerOf(auth), query));

  registerEndpoint(app, eventsEndpoints.registered, async ({ auth, query }) => listRegisteredEvents(db, auth.user.id, query));

  registerEndpoint(app, eventsEndpoints.register, async ({ auth, params, body }) => {
    const registration = await registerForEvent(
      app.deps,
      { eventId: params.id, userId: auth.user.id, role: auth.user.role, registrationType: body.registrationType },
      // The confirmation, by e-mail with a calendar file and in the app (docs/product/notifications.md).
      { afterRegistered: (work, registrationId) => notifyEventRegistration(app.deps, registrationId, work) },
    );
    return { eventId: registration.eventId, registrationType: asRegistrationType(registration.registrationType) };
  });

  registerEndpoint(app, eventsEndpoints.unregister, async ({ auth, params }) => {
    await unregisterFromEvent(db, { eventId: params.id, userId: auth.user.id });
    return { ok: true as const };
  });

  registerEndpoint(app, eventsEndpoints.create, async ({ auth, body }) => ({ event: await createEvent(db, body, auth.user.id) }));

  registerEndpoint(app, eventsEndpoints.update, async ({ params, body }) => ({
    event: await updateEvent(app.deps, params.id, body, {
      // Each person registered hears what changed, in the edit's unit of work (docs/product/events.md#editing).
      afterChanged: async (work, registrationIds, changed) => {
        for (const registrationId of registrationIds) await notifyEventChanged(app.deps, registrationId, changed, work);
      },
    }),
  }));

  registerEndpoint(app, eventsEndpoints.registrantsCsv, async ({ request, reply, params }) => {
    const file = await registrantsCsv(db, params.id, requestLanguage(request));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });

  registerEndpoint(app, eventsEndpoints.registrants, async ({ params, query }) => listEventRegistrants(db, params.id, query));

  registerEndpoint(app, eventsEndpoints.remove, async ({ params }) => {
    await removeEvent(db, params.id);
    return { ok: true as const };
  });
}
