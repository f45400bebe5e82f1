import { endpointUrl } from '@common/api/endpoint';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { insertNotification } from '@server/features/notifications/notifications-repository';
import type { MatrixRow } from '../matrix-types';

/** Requests of the notifications feature's routes that an allowed caller can really make (rules: common/endpoints/notifications.ts). */
export const notificationsRows: MatrixRow[] = [
  { method: 'GET', route: notificationsEndpoints.list.path },
  { method: 'GET', route: notificationsEndpoints.unreadCount.path },
  // Each caller marks a notification of their own (a visitor: any id, refused before it is read).
  {
    method: 'POST',
    route: notificationsEndpoints.markRead.path,
    request: async ({ app }, persona) => {
      const id = crypto.randomUUID();
      if (persona.userId) await insertNotification(app.deps.db, { id, userId: persona.userId, kind: 'event_tomorrow', params: {}, link: null });
      return { url: endpointUrl(notificationsEndpoints.markRead, { params: { id } }) };
    },
  },
  { method: 'POST', route: notificationsEndpoints.markAllRead.path },
  { method: 'GET', route: notificationsEndpoints.settings.path },
  // A kind every role gets.
  {
    method: 'PATCH',
    route: notificationsEndpoints.updateSetting.path,
    request: () => ({ url: notificationsEndpoints.updateSetting.path, payload: { kind: 'event_tomorrow', email: true } }),
  },
  // The token is the only key (a made-up one is a 404, which still proves access).
  {
    method: 'POST',
    route: notificationsEndpoints.oneClickUnsubscribe.path,
    request: () => ({
      url: endpointUrl(notificationsEndpoints.oneClickUnsubscribe, { query: { token: 'no-such-token' } }),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  {
    method: 'PUT',
    route: notificationsEndpoints.emailPreference.path,
    request: () => ({ url: notificationsEndpoints.emailPreference.path, payload: { token: 'no-such-token', email: false } }),
  },
];
