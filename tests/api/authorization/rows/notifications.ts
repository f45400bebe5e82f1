import { endpointUrl } from '@common/api/endpoint';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { insertNotification } from '@server/features/notifications/notifications-repository';
import { row, type MatrixRow } from '../matrix-types';

/** Requests of the notifications feature's routes that an allowed caller can really make (rules: common/endpoints/notifications.ts). */
export const notificationsRows: MatrixRow[] = [
  row(notificationsEndpoints.list),
  row(notificationsEndpoints.unreadCount),
  // Each caller marks a notification of their own (a visitor: any id, refused before it is read).
  row(notificationsEndpoints.markRead, {
    request: async ({ app }, persona) => {
      const id = crypto.randomUUID();
      if (persona.userId) await insertNotification(app.deps.db, { id, userId: persona.userId, kind: 'event_tomorrow', params: {}, link: null });
      return { url: endpointUrl(notificationsEndpoints.markRead, { params: { id } }) };
    },
  }),
  row(notificationsEndpoints.markAllRead),
  row(notificationsEndpoints.settings),
  // A kind every role gets.
  row(notificationsEndpoints.updateSetting, {
    request: () => ({ url: endpointUrl(notificationsEndpoints.updateSetting), payload: { kind: 'event_tomorrow', email: true } }),
  }),
  // The token is the only key (a made-up one is a 404, which still proves access).
  row(notificationsEndpoints.oneClickUnsubscribe, {
    request: () => ({
      url: endpointUrl(notificationsEndpoints.oneClickUnsubscribe, { query: { token: 'no-such-token' } }),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  }),
  row(notificationsEndpoints.emailPreference, {
    request: () => ({ url: endpointUrl(notificationsEndpoints.emailPreference), payload: { token: 'no-such-token', email: false } }),
  }),
];
