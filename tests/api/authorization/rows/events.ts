import { createEvent, createEventRegistration } from '@server/seed/factories';
import { everyone, only, signedIn, type MatrixContext, type MatrixRow } from '../matrix-types';

/** A fresh upcoming event for each request, so one persona's call cannot change another's. */
const freshEvent = async ({ app }: MatrixContext) => createEvent(app.deps.db, { maxParticipants: 50 });

/** Authorization rules of the events feature's routes. */
export const eventsRows: MatrixRow[] = [
  { method: 'GET', route: '/api/events', expect: everyone },
  {
    method: 'POST',
    route: '/api/events/:id/register',
    request: async (ctx) => ({ url: `/api/events/${(await freshEvent(ctx)).id}/register`, payload: { registrationType: 'guest_speaker' } }),
    expect: signedIn,
  },
  {
    method: 'DELETE',
    route: '/api/events/:id/unregister',
    request: async (ctx, persona) => {
      const event = await freshEvent(ctx);
      if (persona.userId) await createEventRegistration(ctx.app.deps.db, event.id, persona.userId, 'guest_speaker');
      return { url: `/api/events/${event.id}/unregister` };
    },
    expect: signedIn,
  },
  {
    method: 'POST',
    route: '/api/events',
    request: () => ({
      url: '/api/events',
      payload: { title: 'Matrix Fair', description: 'Checks who may create events.', eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), location: 'Hall' },
    }),
    expect: only('admin'),
  },
  {
    method: 'DELETE',
    route: '/api/events/:id',
    request: async (ctx) => ({ url: `/api/events/${(await freshEvent(ctx)).id}` }),
    expect: only('admin'),
  },
];
