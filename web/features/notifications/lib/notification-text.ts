// The text of a notification, written in the browser from its kind and params (docs/decisions/023),
// so it follows the reader's language. Values (a posting's title, a name) stay text: React
// renders the result as text, never as markup.
import type { TFunction } from 'i18next';
import { APPLICATION_ANSWER_DAYS, HOURS_VERIFY_DAYS, OFFER_ANSWER_DAYS } from '@common/constants';
import type { NotificationItem } from '@common/contracts/notifications';
import { EVENT_CHANGE_FIELDS, type EventChangeField } from '@common/contracts/events';
import {
  normaliseApplicationStatus,
  NOT_SELECTED_REASONS,
  PLACEMENT_STEPS,
  SIGNER_PARTIES,
  STUDENT_WORDED_PLACEMENT_STEPS,
  type PlacementStep,
} from '@common/enums';
import { formatList } from '@web/lib/format-list';
import { formatDate, formatTime } from '@web/lib/format-date';

type Params = NotificationItem['params'];

/** A student's answers the employer is told of (application_student_answered's `answer`). */
const STUDENT_ANSWERS = ['interview_accepted', 'interview_reschedule', 'offer_accepted', 'offer_declined', 'offer_expired'] as const;

const text = (params: Params, name: string): string => String(params[name] ?? '');

/** An instant (a deadline) as a date in the reader's time zone. */
function formatInstantDate(value: string, locale: string): string {
  return Number.isNaN(Date.parse(value)) ? value : formatDate(value, locale, { style: 'short' });
}

/** "2026-11-25" (an event's calendar day, the same everywhere: in UTC) as the reader reads dates. */
function formatDay(value: string, locale: string): string {
  return Number.isNaN(Date.parse(value)) ? value : formatDate(value, locale, { style: 'short', zone: 'UTC' });
}

/**
 * An application's move, told to the student (docs/product/applications.md): an interview with its
 * day and time (or the student's own acceptance of it, or its new time), an offer, "not selected"
 * with the reason's kind sentence (never "rejected"), or closed with no response.
 */
function applicationStatusText(t: TFunction<'notifications'>, params: Params, locale: string): string {
  const status = normaliseApplicationStatus(text(params, 'status'));
  const values = { jobTitle: text(params, 'jobTitle'), companyName: text(params, 'companyName') };
  if (status === 'offer_expired') {
    // The student's school is told too, naming the student (docs/product/applications.md#offers-expire).
    const expired = { ...values, studentName: text(params, 'studentName'), days: OFFER_ANSWER_DAYS };
    return t(params.reader === 'institution' ? 'text.application_status.offer_expiredSchool' : 'text.application_status.offer_expired', expired);
  }
  if (status === 'interview') {
    const startsAt = text(params, 'startsAt');
    if (Number.isNaN(Date.parse(startsAt))) return t('text.application_status.interviewNoDate', values);
    const when = { ...values, date: formatDate(startsAt, locale, { style: 'short' }), time: formatTime(startsAt, locale) };
    if (params.change === 'accepted') return t('text.application_status.interviewAccepted', when);
    if (params.change === 'rescheduled') return t('text.application_status.interviewMoved', when);
    return t('text.application_status.interview', when);
  }
  if (status === 'rejected') {
    const reason = NOT_SELECTED_REASONS.find((known) => known === params.reason);
    return reason
      ? t('text.application_status.rejectedWithReason', { ...values, reason: t(`text.not_selected_reasons.${reason}`) })
      : t('text.application_status.rejected', values);
  }
  return t(`text.application_status.${status}`, { ...values, days: APPLICATION_ANSWER_DAYS });
}

/** The steps a student hears of, in their own words (common/enums.ts), as a set for the look-up. */
export const STUDENT_WORDED_STEPS: ReadonlySet<PlacementStep> = new Set(STUDENT_WORDED_PLACEMENT_STEPS);

/**
 * A placement's step (docs/product/placements.md#states): the party it waits for reads what to do;
 * the student reads "your placement"; a cancellation or a refusal to sign says why.
 */
function placementStepText(t: TFunction<'notifications'>, params: Params): string {
  const values = {
    studentName: text(params, 'studentName'),
    jobTitle: text(params, 'jobTitle'),
    reason: text(params, 'reason'),
    // How long hours have waited for the supervisor (hours_overdue); a notice without it, the rule's days.
    days: typeof params.days === 'number' ? params.days : HOURS_VERIFY_DAYS,
  };
  const step = PLACEMENT_STEPS.find((known) => known === params.step);
  if (!step) return t('text.placement_step.other', values);
  if (step === 'signatures_overdue') {
    // Who has not signed, in the reader's language (an unknown party reads as the student).
    const signer = SIGNER_PARTIES.find((party) => party === params.signer) ?? 'student';
    return t('text.placement_step.signatures_overdue', { ...values, signer: t(`text.placement_step.signers.${signer}`) });
  }
  if (params.reader === 'student' && STUDENT_WORDED_STEPS.has(step)) return t(`text.placement_step.${step}Student`, values);
  return t(`text.placement_step.${step}`, values);
}

export function notificationText(t: TFunction<'notifications'>, item: Pick<NotificationItem, 'kind' | 'params'>, locale: string): string {
  const { params } = item;
  switch (item.kind) {
    case 'application_received':
      return t('text.application_received', { studentName: text(params, 'studentName'), jobTitle: text(params, 'jobTitle') });
    case 'application_status':
      return applicationStatusText(t, params, locale);
    case 'application_answer_due':
      return t('text.application_answer_due', {
        studentName: text(params, 'studentName'),
        jobTitle: text(params, 'jobTitle'),
        date: formatInstantDate(text(params, 'answerDueAt'), locale),
      });
    case 'application_student_answered': {
      const answer = STUDENT_ANSWERS.find((known) => known === params.answer);
      const values = {
        studentName: text(params, 'studentName'),
        jobTitle: text(params, 'jobTitle'),
        note: text(params, 'note'),
        days: OFFER_ANSWER_DAYS,
      };
      if (!answer) return t('text.application_student_answered.other', values);
      // Asked to move an interview: the student's note says when suits them.
      if (answer === 'interview_reschedule' && values.note) return t('text.application_student_answered.interview_rescheduleWithNote', values);
      return t(`text.application_student_answered.${answer}`, values);
    }
    case 'event_registration':
      // An event the reader registered for that an admin edited: what changed, and when and where it now is.
      if (params.change === 'updated') {
        const changes = text(params, 'changed')
          .split(',')
          .filter((field): field is EventChangeField => (EVENT_CHANGE_FIELDS as readonly string[]).includes(field))
          .map((field) => t(`text.event_changed_fields.${field}`));
        return t('text.event_changed', {
          eventTitle: text(params, 'eventTitle'),
          changes: formatList(changes, locale),
          date: formatDay(text(params, 'eventDate'), locale),
          location: text(params, 'location'),
        });
      }
      return t('text.event_registration', {
        eventTitle: text(params, 'eventTitle'),
        date: formatDay(text(params, 'eventDate'), locale),
        location: text(params, 'location'),
      });
    case 'event_tomorrow':
      return t('text.event_tomorrow', {
        eventTitle: text(params, 'eventTitle'),
        date: formatDay(text(params, 'eventDate'), locale),
        location: text(params, 'location'),
      });
    case 'application_withdrawn':
      return t('text.application_withdrawn', { studentName: text(params, 'studentName'), jobTitle: text(params, 'jobTitle') });
    case 'posting_deleted':
      // Closed by FirstRung when it rejected the employer, or deleted by the employer.
      return t(params.change === 'closed' ? 'text.posting_closed' : 'text.posting_deleted', {
        jobTitle: text(params, 'jobTitle'),
        companyName: text(params, 'companyName'),
      });
    case 'saved_job_closing':
      return t('text.saved_job_closing', {
        jobTitle: text(params, 'jobTitle'),
        companyName: text(params, 'companyName'),
        deadline: formatInstantDate(text(params, 'deadline'), locale),
      });
    case 'partnership_invited':
      return t('text.partnership_invited', { institutionName: text(params, 'institutionName') });
    case 'partnership_answered':
      return t(`text.partnership_answered.${params.answer === 'declined' ? 'declined' : 'accepted'}`, { companyName: text(params, 'companyName') });
    case 'partnership_ended':
      return t(`text.partnership_ended.${params.stage === 'invitation' ? 'invitation' : 'partnership'}`, { name: text(params, 'name') });
    case 'saved_search_matches':
      return t('text.saved_search_matches', {
        count: Number(params.count ?? 0),
        searchName: text(params, 'searchName'),
        jobTitle: text(params, 'jobTitle'),
      });
    case 'posting_taken_down':
      return t('text.posting_taken_down', { jobTitle: text(params, 'jobTitle'), reason: text(params, 'reason') });
    case 'verification_decided': {
      const values = { name: text(params, 'name'), reason: text(params, 'reason') };
      if (params.decision === 'verified') return t('text.verification_decided.verified', values);
      return t(values.reason ? 'text.verification_decided.rejectedWithReason' : 'text.verification_decided.rejected', values);
    }
    case 'placement_step':
      return placementStepText(t, params);
    case 'school_link_requested':
      return t('text.school_link_requested', { studentName: text(params, 'studentName') });
    case 'school_link_decided':
      return t(`text.school_link_decided.${params.decision === 'approved' ? 'approved' : 'declined'}`, {
        institutionName: text(params, 'institutionName'),
      });
    case 'guardian_consent_answered':
      return t(`text.guardian_consent_answered.${params.decision === 'consented' ? 'consented' : 'refused'}`, {
        guardianName: text(params, 'guardianName'),
      });
    case 'message_received':
      return t('text.message_received', { senderName: text(params, 'senderName'), jobTitle: text(params, 'jobTitle') });
    case 'messages_digest':
      return t('text.messages_digest', { count: Number(params.threads ?? 0) });
    case 'message_reported':
      return t('text.message_reported', { studentName: text(params, 'studentName'), jobTitle: text(params, 'jobTitle') });
    case 'message_warning':
      return t('text.message_warning', { jobTitle: text(params, 'jobTitle') });
    case 'data_export_ready':
      return t('text.data_export_ready', { subject: text(params, 'subject'), expiresAt: formatInstantDate(text(params, 'expiresAt'), locale) });
    case 'roster_import_finished':
      return t('text.roster_import_finished', {
        fileName: text(params, 'fileName'),
        created: Number(params.created ?? 0),
        updated: Number(params.updated ?? 0),
        invited: Number(params.invited ?? 0),
      });
    case 'student_account_deleted':
      return params.organisation === 'employer'
        ? t('text.student_account_deleted.employer', { jobTitle: text(params, 'jobTitle') })
        : t('text.student_account_deleted.institution');
    case 'school_digest': {
      const alerts = Number(params.alerts ?? 0);
      const requests = Number(params.requests ?? 0);
      return [
        alerts > 0 ? t('text.school_digest.alerts', { count: alerts }) : '',
        requests > 0 ? t('text.school_digest.requests', { count: requests }) : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
  }
}
