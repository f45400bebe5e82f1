import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import { okResponse } from '../contracts/auth';
import {
  emailPreferenceBody,
  emailPreferenceResponse,
  listNotificationsQuery,
  markAllReadResponse,
  notificationSettingsResponse,
  notificationsPage,
  oneClickUnsubscribeQuery,
  unreadCountResponse,
  updateNotificationSettingBody,
} from '../contracts/notifications';

const tag = 'notifications';

/**
 * Notifications (docs/product/notifications.md): the bell's list and count, marking them read,
 * each user's settings, and turning a kind of e-mail off from the link in the e-mail itself.
 * Every signed-in user has their own; anyone else's notification answers 404.
 */
export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    tag,
    summary: 'Your notifications, newest first',
    access: access.signedIn,
    query: listNotificationsQuery,
    response: notificationsPage,
    reads: ['notifications'],
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    tag,
    summary: 'How many of your notifications are unread (the bell)',
    access: access.signedIn,
    response: unreadCountResponse,
    reads: ['notifications'],
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    tag,
    summary: 'Mark one of your notifications read',
    access: access.signedIn,
    params: uuidParams('notification'),
    response: okResponse,
    changes: ['notifications'],
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    tag,
    summary: 'Mark all your notifications read',
    access: access.signedIn,
    response: markAllReadResponse,
    changes: ['notifications'],
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/settings',
    tag,
    summary: 'Your notification settings, for every kind your role can receive',
    access: access.signedIn,
    response: notificationSettingsResponse,
    reads: ['notificationSettings'],
  }),
  updateSetting: defineEndpoint({
    method: 'PATCH',
    path: '/api/notifications/settings',
    tag,
    summary: 'Switch one kind of notification on or off, in the app or by e-mail',
    access: access.signedIn,
    body: updateNotificationSettingBody,
    response: notificationSettingsResponse,
    changes: ['notificationSettings'],
  }),
  /** The address of a notification e-mail's List-Unsubscribe header: mail programs POST to it (RFC 8058). */
  oneClickUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    tag,
    summary: "Stop one kind of e-mail with the token from the e-mail's List-Unsubscribe address (no sign-in)",
    access: access.public,
    query: oneClickUnsubscribeQuery,
    response: emailPreferenceResponse,
    changes: ['notificationSettings'],
    errors: ['NOT_FOUND'],
  }),
  /** The page a notification e-mail's "Stop these e-mails" link opens. */
  emailPreference: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications/email-preference',
    tag,
    summary: "Turn one kind of e-mail off or back on with the token from the e-mail's link (no sign-in)",
    access: access.public,
    body: emailPreferenceBody,
    response: emailPreferenceResponse,
    changes: ['notificationSettings'],
    errors: ['NOT_FOUND'],
  }),
};
