import { HOURS_VERIFY_DAYS, OFFER_ANSWER_DAYS } from '@common/constants';
import { EVENT_CHANGE_FIELDS } from '@common/contracts/events';
import {
  normaliseApplicationStatus,
  PLACEMENT_STEPS,
  SIGNER_PARTIES,
  STUDENT_WORDED_PLACEMENT_STEPS,
  type NotificationKind,
  type PlacementStep,
} from '@common/enums';
import { plainLanguage, plainTimeOfDay, plainWallClock } from '@common/plain-format';
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
  /** Further links after the button (our own addresses only: compose-mail.ts writes and escapes them). */
  links?: Array<{ label: string; url: string }>;
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

/**
 * An instant (an interview's start, ISO) in UTC, as FirstRung knows no recipient's time zone:
 * "Friday, December 4, 2026, 2:00 PM UTC".
 */
export function formatInstantUtc(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const plain = plainLanguage(language);
  const time = plain
    ? plainTimeOfDay(date.getUTCHours(), date.getUTCMinutes(), plain)
    : new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(date);
  return `${formatDay(value, language)}, ${time} UTC`;
}

/** An interview's lines: when, how long, where or the call's link, the employer's note. */
function interviewLines(params: NotificationParams, language: string): string[] {
  const t = mailT(language);
  const key = (part: string) => `notifications.interview.${part}`;
  return [
    t(key('when'), { when: formatInstantUtc(text(params, 'startsAt'), language), minutes: Number(params.durationMinutes ?? 0) }),
    ...(text(params, 'place') ? [t(key('place'), { place: text(params, 'place') })] : []),
    ...(text(params, 'callLink') ? [t(key('callLink'), { callLink: text(params, 'callLink') })] : []),
    ...(text(params, 'note') ? [t(key('note'), { note: text(params, 'note') })] : []),
  ];
}

const NOT_SELECTED_REASON_KEYS = ['position_filled', 'more_experience', 'schedule', 'distance', 'other'] as const;
/** A reason a student was not selected, as one of the texts' keys (an unknown one reads as "other"). */
const notSelectedReason = (params: NotificationParams) => NOT_SELECTED_REASON_KEYS.find((reason) => reason === params.reason) ?? 'other';

/** What a student hears of their application: each status its words, an answer with what it carries. */
function applicationStatusMailText(params: NotificationParams, language: string): NotificationMailText {
  const t = mailT(language);
  // `days`: how long an offer waited before it expired (the constant, whatever the params say).
  const values = { ...params, days: OFFER_ANSWER_DAYS };
  const status = normaliseApplicationStatus(text(params, 'status'));
  const note = text(params, 'note');
  const base = { subject: t('notifications.application_status.subject', values), actionLabel: t('notifications.application_status.action') };
  // A student's school hears that an offer to them expired (docs/product/applications.md#offers-expire).
  if (status === 'offer_expired' && params.reader === 'institution') {
    return {
      subject: t('notifications.application_status.school.subject', values),
      paragraphs: [t('notifications.application_status.school.offer_expired', values)],
      actionLabel: t('notifications.application_status.school.action'),
    };
  }
  switch (status) {
    case 'interview': {
      const change = params.change === 'rescheduled' || params.change === 'accepted' ? params.change : 'invited';
      return {
        ...base,
        ...(change === 'accepted' ? { subject: t('notifications.application_status.interviewAcceptedSubject', values) } : {}),
        paragraphs: [
          t(`notifications.application_status.interview.${change}`, values),
          ...interviewLines(params, language),
          t(`notifications.application_status.interview.${change === 'accepted' ? 'calendar' : 'answer'}`),
        ],
      };
    }
    case 'offered':
      return {
        ...base,
        paragraphs: [
          t('notifications.application_status.body.offered', values),
          ...(note ? [t('notifications.application_status.offerNote', { note })] : []),
        ],
      };
    case 'rejected':
      // Never "rejected": the reason's kind sentence, the employer's note, and a word to keep going.
      return {
        ...base,
        paragraphs: [
          t('notifications.application_status.body.rejected', values),
          t(`notifications.application_status.notSelectedReason.${notSelectedReason(params)}`),
          ...(note ? [t('notifications.application_status.employerNote', { note })] : []),
          t('notifications.application_status.keepGoing'),
        ],
      };
    default:
      return { ...base, paragraphs: [t(`notifications.application_status.body.${status}`, values)] };
  }
}

/** How the student answered (application_student_answered), as one of the texts' keys. */
const STUDENT_ANSWERS = ['interview_accepted', 'interview_reschedule', 'offer_accepted', 'offer_declined', 'offer_expired'] as const;
const studentAnswer = (params: NotificationParams) => STUDENT_ANSWERS.find((answer) => answer === params.answer) ?? 'interview_accepted';

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

/** The steps that carry a party's reason (a cancellation, a refusal to sign, a supervisor's note, a revocation). */
const STEPS_WITH_REASON: readonly PlacementStep[] = ['cancelled', 'signature_declined', 'hours_disputed', 'certificate_revoked'];

/** A placement's step (placement_step's `step`), as one of the texts' keys (an unknown one reads as "ready to sign"). */
const placementStep = (params: NotificationParams) => PLACEMENT_STEPS.find((step) => step === params.step) ?? 'ready_to_sign';

/**
 * A placement's step, told to the party it waits for (docs/product/placements.md#states): the student
 * reads "your placement"; a cancellation carries its reason; the school is reminded that it stays
 * responsible for the placement.
 */
function placementStepMailText(params: NotificationParams, language: string): NotificationMailText {
  const t = mailT(language);
  const step = placementStep(params);
  // Who has not signed, named in the reader's language (signatures_overdue).
  const signer = SIGNER_PARTIES.find((party) => party === params.signer);
  // How long hours have waited for the supervisor (hours_overdue); a notice without it, the rule's days.
  const days = typeof params.days === 'number' ? params.days : HOURS_VERIFY_DAYS;
  const values = { ...params, days, signer: t(`notifications.placement_step.signers.${signer ?? 'someone'}`) };
  const forStudent = params.reader === 'student' && STUDENT_WORDED_PLACEMENT_STEPS.includes(step);
  return {
    // A step whose subject names the student (did_not_show) has the student's own subject.
    subject: t(
      forStudent
        ? [`notifications.placement_step.subjectStudent.${step}`, `notifications.placement_step.subject.${step}`]
        : `notifications.placement_step.subject.${step}`,
      values,
    ),
    paragraphs: [
      t(`notifications.placement_step.${forStudent ? 'bodyStudent' : 'body'}.${step}`, values),
      ...(STEPS_WITH_REASON.includes(step) && text(params, 'reason') ? [t('notifications.placement_step.reason', values)] : []),
      ...(step === 'school_part' ? [t('notifications.placement_step.responsible')] : []),
    ],
    actionLabel: t('notifications.placement_step.action'),
  };
}

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
      return applicationStatusMailText(params, language);
    case 'application_answer_due':
      return simple([t(key('body'), { ...values, date: formatDay(text(params, 'answerDueAt'), language) }), t(key('why'))]);
    case 'application_student_answered': {
      const answer = studentAnswer(params);
      const note = text(params, 'note');
      // An offer that expired unanswered (offer-expiry.ts) says after how many days.
      const answerValues = { ...values, days: OFFER_ANSWER_DAYS };
      return {
        subject: t(`${key('subject')}.${answer}`, answerValues),
        paragraphs: [
          t(`${key('body')}.${answer}`, answerValues),
          ...(note ? [t(key('note'), { note })] : []),
          ...(answer === 'interview_accepted' ? [t(key('calendar'))] : []),
        ],
        actionLabel: t(key('action')),
      };
    }
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
    case 'guardian_consent_answered': {
      const decision = params.decision === 'consented' ? 'consented' : 'refused';
      return {
        subject: t(`${key('subject')}.${decision}`, values),
        paragraphs: [t(`${key('body')}.${decision}`, values)],
        actionLabel: t(key('action')),
      };
    }
    case 'student_account_deleted':
      return simple([t(`${key('body')}.${organisationOf(params)}`, values)]);
    case 'message_received':
    case 'message_reported':
      // Who wrote and about what, never the message itself (docs/product/messages.md).
      return simple([t(key('body'), values)]);
    case 'message_warning':
      return simple([t(key('body'), values), t(key('next'))]);
    case 'data_export_ready':
      return simple([t(key('body'), { ...values, expiresAt: formatDay(text(params, 'expiresAt'), language) })]);
    case 'roster_import_finished':
      return simple([t(key('body'), values)]);
    case 'messages_digest': {
      // The list of threads is the digest's own (server/features/messages/messages-digest.ts).
      const count = Number(params.threads ?? 0);
      return { subject: t(key('subject'), { count }), paragraphs: [t(key('intro'))], actionLabel: t(key('action')) };
    }
    case 'school_link_requested':
      // Told in the bell only (APP_ONLY_KINDS), its e-mail being the school's daily summary; written all the same.
      return simple([t(key('body'), values)]);
    case 'placement_step':
      return placementStepMailText(params, language);
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
