import { endpointUrl } from '@common/api/endpoint';
import { eventsEndpoints } from '@common/endpoints/events';
import { createEvent, createEventRegistration } from '@server/seed/factories';
import type { MatrixContext, MatrixRow } from '../matrix-types';

/** A fresh upcoming event for each request, so one persona's call cannot change another's. */
const freshEvent = async ({ app }: MatrixContext) => createEvent(app.deps.db, { maxParticipants: 50 });
const urlOf = (endpoint: (typeof eventsEndpoints)['register' | 'unregister' | 'remove' | 'registrants'], id: string) =>
  endpointUrl(endpoint, { params: { id } });

/** Requests of the events feature's routes that an allowed caller can really make (rules: common/endpoints/events.ts). */
export const eventsRows: MatrixRow[] = [
  { method: 'GET', route: eventsEndpoints.list.path },
  {
    method: 'POST',
    route: eventsEndpoints.register.path,
    request: async (ctx) => ({ url: urlOf(eventsEndpoints.register, (await freshEvent(ctx)).id), payload: { registrationType: 'guest_speaker' } }),
  },
  {
    method: 'DELETE',
    route: eventsEndpoints.unregister.path,
    request: async (ctx, persona) => {
      const event = await freshEvent(ctx);
      if (persona.userId) await createEventRegistration(ctx.app.deps.db, event.id, persona.userId, 'guest_speaker');
      return { url: urlOf(eventsEndpoints.unregister, event.id) };
    },
  },
  {
    method: 'POST',
    route: eventsEndpoints.create.path,
    request: () => ({
      url: eventsEndpoints.create.path,
      payload: {
        title: 'Matrix Fair',
        description: 'Checks who may create events.',
        eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        location: 'Hall',
      },
    }),
  },
  {
    method: 'GET',
    route: eventsEndpoints.registrants.path,
    request: async (ctx) => ({ url: urlOf(eventsEndpoints.registrants, (await freshEvent(ctx)).id) }),
  },
  {
    method: 'DELETE',
    route: eventsEndpoints.remove.path,
    request: async (ctx) => ({ url: urlOf(eventsEndpoints.remove, (await freshEvent(ctx)).id) }),
  },
];
