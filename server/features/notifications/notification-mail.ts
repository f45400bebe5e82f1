import { EVENT_CHANGE_FIELDS } from '@common/contracts/events';
import { normaliseApplicationStatus, type NotificationKind } from '@common/enums';
import { plainLanguage, plainWallClock } from '@common/plain-format';
import { mailT } from '../../mail/mail-i18n';
import type { NotificationParams } from './notifications-repository';

// The texts of each kind's e-mail, written from the same kind and params the bell shows
// (docs/decisions/023); every word is in server/mail/locales/<language>/mail.json under
// `notifications`. A posting's title or a name is a value here, never markup: compose-mail.ts
// escapes every value in the HTML part.

/** What a notification e-mail says, besides the greeting, signature and unsubscribe link. */
export interface NotificationMailText {
  subject: string;
  paragraphs: string[];
  actionLabel: string;
}

const text = (params: NotificationParams, name: string): string => String(params[name] ?? '');

/** "2026-11-25" (an event's day, stored as midnight UTC) as the reader reads dates. */
export function formatDay(value: string, language: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** An event's start ("18:00") as the events page shows it to the reader: "6:00 PM" in English. */
function formatStartTime(value: string, language: string): string {
  const plain = plainLanguage(language);
  return (plain && plainWallClock(value, plain)) ?? value;
}

/** An event's "When" and "Where" lines. */
export function eventLines(params: NotificationParams, language: string): string[] {
  const t = mailT(language);
  const date = formatDay(text(params, 'eventDate'), language);
  const startTime = formatStartTime(text(params, 'startTime'), language);
  return [
    startTime ? t('notifications.event.whenWithTime', { date, startTime }) : t('notifications.event.when', { date }),
    t('notifications.event.where', { location: text(params, 'location') }),
  ];
}

/** The change of an event someone registered for: what changed, then the event as it now is. */
function eventChangedMailText(params: NotificationParams, language: string): NotificationMailText {
  const t = mailT(language);
  const changes = text(params, 'changed')
    .split(',')
    .filter((field) => (EVENT_CHANGE_FIELDS as readonly string[]).includes(field))
    .map((field) => t(`notifications.event_registration.changedFields.${field}`))
    .join(', ');
  const address = text(params, 'address');
  return {
    subject: t('notifications.event_registration.updatedSubject', { ...params }),
    paragraphs: [
      t('notifications.event_registration.updatedBody', { ...params, changes }),
      ...eventLines(params, language),
      ...(address ? [t('notifications.event.address', { address })] : []),
      t('notifications.event_registration.updatedCalendar'),
    ],
    actionLabel: t('notifications.event_registration.action'),
  };
}

/** A partnership notification's answer or stage, as one of the texts' keys (an unknown value reads as the usual one). */
export const partnershipAnswer = (params: NotificationParams) => (params.answer === 'declined' ? 'declined' : 'accepted');
export const partnershipStage = (params: NotificationParams) => (params.stage === 'invitation' ? 'invitation' : 'partnership');
/** Verification and account notifications: which side is told (an unknown value reads as a school). */
export const organisationOf = (params: NotificationParams) => (params.organisation === 'employer' ? 'employer' : 'institution');
export const verificationDecision = (params: NotificationParams) => (params.decision === 'verified' ? 'verified' : 'rejected');
export const linkDecision = (params: NotificationParams) => (params.decision === 'approved' ? 'approved' : 'declined');

/** The e-mail of one notification (digests have their own: daily-notifications.ts). */
export function notificationMailText(kind: NotificationKind, params: NotificationParams, language: string): NotificationMailText {
  const t = mailT(language);
  const values = { ...params };
  const key = (part: string) => `notifications.${kind}.${part}`;
  const simple = (paragraphs: string[]): NotificationMailText => ({
    subject: t(key('subject'), values),
    paragraphs,
    actionLabel: t(key('action')),
  });
  switch (kind) {
    case 'application_received':
    case 'application_withdrawn':
      return simple([t(key('body'), values)]);
    case 'posting_deleted':
      // A posting FirstRung closed when it rejected the employer: the application stays, the posting is gone.
      return params.change === 'closed'
        ? { subject: t(key('closedSubject'), values), paragraphs: [t(key('closedBody'), values)], actionLabel: t(key('action')) }
        : simple([t(key('body'), values)]);
    case 'application_status':
      return simple([t(`notifications.application_status.body.${normaliseApplicationStatus(text(params, 'status'))}`, values)]);
    case 'event_registration':
      // An event the person registered for that an admin edited (triggers.ts, notifyEventChanged).
      if (params.change === 'updated') return eventChangedMailText(params, language);
      return simple([t(key('body'), values), ...eventLines(params, language), t(key('calendar'))]);
    case 'event_tomorrow':
      return simple([t(key('body'), values), ...eventLines(params, language)]);
    case 'saved_job_closing':
      return simple([t(key('body'), { ...values, deadline: formatDay(text(params, 'deadline'), language) })]);
    case 'partnership_invited':
      return simple([t(key('body'), values)]);
    case 'partnership_answered':
      return {
        subject: t(`notifications.partnership_answered.subject.${partnershipAnswer(params)}`, values),
        paragraphs: [t(`notifications.partnership_answered.body.${partnershipAnswer(params)}`, values)],
        actionLabel: t(key('action')),
      };
    case 'partnership_ended':
      return {
        subject: t(key('subject'), values),
        paragraphs: [t(`notifications.partnership_ended.body.${partnershipStage(params)}`, values)],
        actionLabel: t(key('action')),
      };
    case 'saved_search_matches':
      return simple([t(key('body'), { ...values, count: Number(params.count ?? 0) })]);
    case 'posting_taken_down':
      return simple([t(key('body'), values), t(key('next'))]);
    case 'verification_decided': {
      const decision = verificationDecision(params);
      return {
        subject: t(`${key('subject')}.${decision}`, values),
        paragraphs: [
          t(`${key('body')}.${organisationOf(params)}.${decision}`, values),
          ...(decision === 'rejected' && text(params, 'reason') ? [t(key('reason'), values)] : []),
          ...(decision === 'rejected' ? [t(key('again'))] : []),
        ],
        actionLabel: t(key('action')),
      };
    }
    case 'school_link_decided':
      return {
        subject: t(`${key('subject')}.${linkDecision(params)}`, values),
        paragraphs: [t(`${key('body')}.${linkDecision(params)}`, values)],
        actionLabel: t(key('action')),
      };
    case 'student_account_deleted':
      return simple([t(`${key('body')}.${organisationOf(params)}`, values)]);
    case 'school_link_requested':
      // Told in the bell only (APP_ONLY_KINDS), its e-mail being the school's daily summary; written all the same.
      return simple([t(key('body'), values)]);
    case 'school_digest': {
      const alerts = Number(params.alerts ?? 0);
      const requests = Number(params.requests ?? 0);
      return {
        subject: t(key('subject')),
        paragraphs: [
          ...(alerts > 0 ? [t(key('alerts'), { count: alerts })] : []),
          ...(requests > 0 ? [t(key('requests'), { count: requests })] : []),
        ],
        actionLabel: t(key('action')),
      };
    }
  }
}
