import { endpointUrl } from '@common/api/endpoint';
import { eventsEndpoints } from '@common/endpoints/events';
import { createEvent, createEventRegistration } from '@server/seed/factories';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

/** A fresh upcoming event for each request, so one persona's call cannot change another's. */
const freshEvent = async ({ app }: MatrixContext) => createEvent(app.deps.db, { maxParticipants: 50 });
const urlOf = (endpoint: (typeof eventsEndpoints)['register' | 'unregister' | 'remove' | 'registrants' | 'registrantsCsv' | 'update'], id: string) =>
  endpointUrl(endpoint, { params: { id } });

/** Requests of the events feature's routes that an allowed caller can really make (rules: common/endpoints/events.ts). */
export const eventsRows: MatrixRow[] = [
  row(eventsEndpoints.list),
  row(eventsEndpoints.registered),
  row(eventsEndpoints.register, {
    request: async (ctx) => ({ url: urlOf(eventsEndpoints.register, (await freshEvent(ctx)).id), payload: { registrationType: 'student' } }),
  }),
  row(eventsEndpoints.unregister, {
    request: async (ctx, persona) => {
      const event = await freshEvent(ctx);
      if (persona.userId) await createEventRegistration(ctx.app.deps.db, event.id, persona.userId, 'guest_speaker');
      return { url: urlOf(eventsEndpoints.unregister, event.id) };
    },
  }),
  row(eventsEndpoints.create, {
    request: () => ({
      url: endpointUrl(eventsEndpoints.create),
      payload: {
        title: 'Matrix Fair',
        description: 'Checks who may create events.',
        eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        location: 'Hall',
      },
    }),
  }),
  row(eventsEndpoints.update, {
    request: async (ctx) => ({
      url: urlOf(eventsEndpoints.update, (await freshEvent(ctx)).id),
      payload: {
        title: 'Matrix Fair, edited',
        description: 'Checks who may edit events.',
        eventDate: new Date(Date.now() + 8 * 86_400_000).toISOString(),
        location: 'Hall',
      },
    }),
  }),
  row(eventsEndpoints.registrantsCsv, {
    request: async (ctx) => ({ url: urlOf(eventsEndpoints.registrantsCsv, (await freshEvent(ctx)).id) }),
  }),
  row(eventsEndpoints.registrants, {
    request: async (ctx) => ({ url: urlOf(eventsEndpoints.registrants, (await freshEvent(ctx)).id) }),
  }),
  row(eventsEndpoints.remove, {
    request: async (ctx) => ({ url: urlOf(eventsEndpoints.remove, (await freshEvent(ctx)).id) }),
  }),
];
