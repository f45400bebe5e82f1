// Which notifications each kind of user can get, and the pages they lead to (docs/product/notifications.md).
// Kept apart from the zod contracts: the browser's route table and the bell need them at start.
import type { NotificationKind, Role } from './enums';

/** The signed-in user's list of notifications and their settings. */
export const NOTIFICATIONS_PAGE_PATH = '/notifications';
/** Where the link at the foot of a notification e-mail lands: it turns that kind's e-mails off, no sign-in needed. */
export const EMAIL_PREFERENCES_PAGE_PATH = '/email-preferences';

/** Anyone who registers for an event hears about it, whatever their role. */
const EVENT_KINDS: readonly NotificationKind[] = ['event_registration', 'event_tomorrow'];
/** The two sides of a conversation hear of new messages (docs/product/messages.md); a warning is not switched off. */
const MESSAGE_KINDS: readonly NotificationKind[] = ['message_received', 'messages_digest'];

const KINDS_BY_ROLE: Record<Role, readonly NotificationKind[]> = {
  student: [
    'application_status',
    'saved_job_closing',
    'posting_deleted',
    'saved_search_matches',
    'school_link_decided',
    'placement_step',
    'guardian_consent_answered',
    'data_export_ready',
    ...MESSAGE_KINDS,
    ...EVENT_KINDS,
  ],
  employer: [
    'application_received',
    'application_answer_due',
    'application_student_answered',
    'application_withdrawn',
    'partnership_invited',
    'partnership_ended',
    'posting_taken_down',
    'verification_decided',
    'student_account_deleted',
    'placement_step',
    'data_export_ready',
    ...MESSAGE_KINDS,
    ...EVENT_KINDS,
  ],
  institution: [
    'school_digest',
    'school_link_requested',
    'partnership_answered',
    'partnership_ended',
    'verification_decided',
    'student_account_deleted',
    'placement_step',
    'message_reported',
    'roster_import_finished',
    'data_export_ready',
    ...EVENT_KINDS,
  ],
  admin: ['message_reported', 'data_export_ready', ...EVENT_KINDS],
};

/** The kinds a user of this role can receive, in the order the settings show them. */
export function notificationKindsFor(role: Role | null | undefined): NotificationKind[] {
  return [...(role ? KINDS_BY_ROLE[role] : EVENT_KINDS)];
}

/**
 * Kinds told in the bell only: a school's new link request is in its daily summary's e-mail
 * already, so an e-mail of its own would say it twice. Their settings have no e-mail switch.
 */
export const APP_ONLY_KINDS: readonly NotificationKind[] = ['school_link_requested'];

/** Only an employer's application e-mails can come one by one or as a daily digest. */
export const KIND_WITH_EMAIL_MODE: NotificationKind = 'application_received';

/**
 * The UTC hour at which the daily run sends reminders and digests (docs/product/notifications.md):
 * 07:00 UTC is early morning in the Americas and before noon in Europe.
 */
export const DAILY_NOTIFICATIONS_HOUR_UTC = 7;

/** How often the bell asks for the unread count (docs/product/constants.md). */
export const NOTIFICATION_POLL_MS = 60_000;
