import { z } from 'zod';
import { pageOf, pageQueryFields } from '../api/paging';
import { APPLICATION_EMAIL_MODES, NOTIFICATION_KINDS } from '../enums';
import { keyed } from '../messages';

// Contracts of notifications (docs/product/notifications.md, docs/decisions/023). A notification
// carries no text: the browser writes it from `kind` and `params` in the reader's language.

/** One notification in the bell's list. */
export const notificationItem = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** What the text needs (a posting's title, a status, a count), as the server recorded it. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The app path it leads to, or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** Newest first, a page at a time (docs/decisions/007). */
export const listNotificationsQuery = z.object({ ...pageQueryFields() });
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuery>;
export const notificationsPage = pageOf(notificationItem);
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const unreadCountResponse = z.object({ unread: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const markAllReadResponse = z.object({ marked: z.number().int() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponse>;

/** A user's choice for one kind; `emailMode` only for an employer's application e-mails (else null). */
export const notificationSetting = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  inApp: z.boolean(),
  email: z.boolean(),
  emailMode: z.enum(APPLICATION_EMAIL_MODES).nullable(),
});
export type NotificationSetting = z.infer<typeof notificationSetting>;

/** Every kind that applies to the caller's role, with the default where they chose nothing. */
export const notificationSettingsResponse = z.object({ settings: z.array(notificationSetting) });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>;

/** Changes one kind's settings; what is left out stays as it was. */
export const updateNotificationSettingBody = z.object({
  kind: z.enum(NOTIFICATION_KINDS, keyed('fields.chooseOneOf', { values: NOTIFICATION_KINDS.join(', ') })),
  inApp: z.boolean(keyed('notifications.inAppBoolean')).optional(),
  email: z.boolean(keyed('notifications.emailBoolean')).optional(),
  emailMode: z.enum(APPLICATION_EMAIL_MODES, keyed('fields.chooseOneOf', { values: APPLICATION_EMAIL_MODES.join(', ') })).optional(),
});
export type UpdateNotificationSettingBody = z.infer<typeof updateNotificationSettingBody>;

const token = z
  .string(keyed('notifications.linkTokenMissing'))
  .trim()
  .min(1, keyed('notifications.linkTokenMissing'))
  .max(300, keyed('notifications.linkInvalid'));

/** The one-click unsubscribe of mail programs (RFC 8058): the token is in the address they POST to. */
export const oneClickUnsubscribeQuery = z.object({ token });

/** The e-mail preferences page: turns one kind's e-mails off (or back on) with the token from the e-mail's link. */
export const emailPreferenceBody = z.object({ token, email: z.boolean(keyed('notifications.emailBoolean')) });
export type EmailPreferenceBody = z.infer<typeof emailPreferenceBody>;

/** What a token's kind is now set to. */
export const emailPreferenceResponse = z.object({ kind: z.enum(NOTIFICATION_KINDS), email: z.boolean() });
export type EmailPreferenceResponse = z.infer<typeof emailPreferenceResponse>;
