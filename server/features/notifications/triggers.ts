import { eq } from 'drizzle-orm';
import type { EventChangeField } from '@common/contracts/events';
import type { ApplicationStatus } from '@common/enums';
import { applicationInterviews, applications, eventRegistrations, events, jobs, users, type MailAttachment } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { mailT } from '../../mail/mail-i18n';
import { applicationNoticeColumns } from '../applications/application-notice-columns';
import { findCalendarInterview, interviewCalendarAttachment } from '../applications/interview-calendar';
import { eventCalendarFile } from './event-calendar';
import { notificationMailText } from './notification-mail';
import { notify, type NotifyDeps, type NotifyResult } from './notify';
import type { NotificationParams } from './notifications-repository';
import { personName } from '@common/text';

// The notifications other features send when something happens (docs/product/notifications.md):
// each reads what its texts need and calls notify inside the caller's unit of work (runUnitOfWork),
// so the notification exists exactly when what it tells of was committed.

/** Where each notification leads in the app. */
export const NOTIFICATION_LINKS = {
  employerApplications: '/employer-dashboard',
  studentHome: '/',
  institutionHome: '/',
  events: '/events',
  job: (jobId: string) => `/jobs/${jobId}`,
  /** The employer's page of one application (docs/product/applications.md). */
  employerApplication: (applicationId: string) => `/employer/applications/${applicationId}`,
} as const;

/** A person's name as the product shows it: first and last, else the account's name. */
export function displayName(user: { firstName: string | null; lastName: string | null; name: string }): string {
  return personName(user) || user.name;
}

/** "2026-11-25": an event's day (stored as midnight UTC). */
export const eventDay = (date: Date) => date.toISOString().slice(0, 10);

/** The params of an event's notifications (registration and reminder). */
export function eventParams(event: { id: string; title: string; eventDate: Date; startTime: string | null; location: string }): NotificationParams {
  return {
    eventId: event.id,
    eventTitle: event.title,
    eventDate: eventDay(event.eventDate),
    location: event.location,
    ...(event.startTime ? { startTime: event.startTime } : {}),
  };
}

/** An application's posting, its employer and its student, as the employer's notifications name them. */
async function findApplicationParties(work: UnitOfWork, applicationId: string) {
  const [row] = await work.tx
    .select(applicationNoticeColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .where(eq(applications.id, applicationId));
  return row;
}

/**
 * The employer hears of an application to one of their postings: a new one (the e-mail now or in
 * the daily digest), or one the student withdrew (called before it is deleted, in its transaction).
 */
async function notifyEmployerOfApplication(
  deps: NotifyDeps,
  kind: 'application_received' | 'application_withdrawn',
  applicationId: string,
  work: UnitOfWork,
): Promise<NotifyResult | null> {
  const row = await findApplicationParties(work, applicationId);
  if (!row) return null;
  const params = { jobId: row.jobId, jobTitle: row.jobTitle, studentName: displayName(row) };
  const answerUrl = (answer: 'interview' | 'not-selected') =>
    `${deps.config.publicUrl}${NOTIFICATION_LINKS.employerApplication(applicationId)}?answer=${answer}`;
  return notify(
    deps,
    {
      userId: row.employerId,
      kind,
      params,
      mentions: [row.studentId],
      link: NOTIFICATION_LINKS.employerApplications,
      dedupeKey: `${kind}:${applicationId}`,
      // A new application's e-mail opens its page with an answer's form (docs/product/applications.md#from-the-e-mail).
      ...(kind === 'application_received'
        ? {
            mail: (language) => {
              const t = mailT(language);
              return {
                ...notificationMailText(kind, params, language),
                // Ids only (uuids), never a user's text: compose-mail.ts checks and escapes each link.
                links: [
                  { label: t('notifications.application_received.inviteToInterview'), url: answerUrl('interview') },
                  { label: t('notifications.application_received.notSelected'), url: answerUrl('not-selected') },
                ],
              };
            },
          }
        : {}),
    },
    work,
  );
}

export const notifyApplicationReceived = (deps: NotifyDeps, applicationId: string, work: UnitOfWork) =>
  notifyEmployerOfApplication(deps, 'application_received', applicationId, work);

export const notifyApplicationWithdrawn = (deps: NotifyDeps, applicationId: string, work: UnitOfWork) =>
  notifyEmployerOfApplication(deps, 'application_withdrawn', applicationId, work);

/** Leaves out the params that have no value, so the texts can tell "no note" from an empty one. */
const present = (params: Record<string, string | number | null | undefined>): NotificationParams =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== ''),
  );

/** The host that names the uids of calendar files. */
const calendarHost = (deps: NotifyDeps) => new URL(deps.config.publicUrl).hostname;

/**
 * The student hears that an employer moved their application, with what the answer carries
 * (docs/product/applications.md): an interview's time (startsAt, ISO), length, place or link and
 * note; an offer's note; the reason they were not selected and the note. `change` marks an
 * interview moved after they were told of it ('rescheduled', told at once) or their own acceptance
 * of it ('accepted', their confirmation, with the calendar file).
 */
export async function notifyApplicationStatus(
  deps: NotifyDeps,
  applicationId: string,
  status: ApplicationStatus,
  work: UnitOfWork,
  options: { change?: 'rescheduled' | 'accepted'; attachments?: MailAttachment[] } = {},
): Promise<NotifyResult | null> {
  const [row] = await work.tx
    .select({
      studentId: applications.studentId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      offerNote: applications.offerNote,
      reason: applications.notSelectedReason,
      reasonNote: applications.notSelectedNote,
      startsAt: applicationInterviews.startsAt,
      durationMinutes: applicationInterviews.durationMinutes,
      place: applicationInterviews.place,
      callLink: applicationInterviews.callLink,
      interviewNote: applicationInterviews.note,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(applicationInterviews, eq(applicationInterviews.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  const details =
    status === 'interview'
      ? present({
          startsAt: row.startsAt?.toISOString(),
          durationMinutes: row.durationMinutes,
          place: row.place,
          callLink: row.callLink,
          note: row.interviewNote,
          change: options.change,
        })
      : status === 'offered'
        ? present({ note: row.offerNote })
        : status === 'rejected'
          ? present({ reason: row.reason ?? 'other', note: row.reasonNote })
          : {};
  return notify(
    deps,
    {
      userId: row.studentId,
      kind: 'application_status',
      params: { jobId: row.jobId, jobTitle: row.jobTitle, companyName: row.companyName, status, ...details },
      link: NOTIFICATION_LINKS.studentHome,
      ...(options.attachments ? { attachments: options.attachments } : {}),
    },
    work,
  );
}

/** How a student answered an interview or an offer (application_student_answered's `answer`). */
export type StudentAnswer = 'interview_accepted' | 'interview_reschedule' | 'offer_accepted' | 'offer_declined';

/**
 * The employer hears at once that the student answered (docs/product/applications.md): accepted or
 * asked to move an interview, accepted or declined an offer, with the student's note. An accepted
 * interview comes with its calendar file, and the student gets their confirmation with it too.
 */
export async function notifyStudentAnswered(
  deps: NotifyDeps,
  applicationId: string,
  answer: StudentAnswer,
  note: string | null,
  work: UnitOfWork,
): Promise<NotifyResult | null> {
  const row = await findApplicationParties(work, applicationId);
  if (!row) return null;
  let attachments: MailAttachment[] | undefined;
  if (answer === 'interview_accepted') {
    const interview = await findCalendarInterview(work.tx, applicationId, { userId: row.studentId, role: 'student' });
    attachments = interview ? [interviewCalendarAttachment(interview, calendarHost(deps))] : undefined;
    await notifyApplicationStatus(deps, applicationId, 'interview', work, { change: 'accepted', ...(attachments ? { attachments } : {}) });
  }
  return notify(
    deps,
    {
      userId: row.employerId,
      kind: 'application_student_answered',
      params: present({ jobId: row.jobId, jobTitle: row.jobTitle, studentName: displayName(row), answer, note }),
      mentions: [row.studentId],
      link: NOTIFICATION_LINKS.employerApplication(applicationId),
      ...(attachments ? { attachments } : {}),
    },
    work,
  );
}

/** A registration's person and its event, as an event's notifications need them. */
async function findRegistrationWithEvent(work: UnitOfWork, registrationId: string) {
  const [row] = await work.tx
    .select({
      userId: eventRegistrations.userId,
      event: {
        id: events.id,
        title: events.title,
        description: events.description,
        eventDate: events.eventDate,
        startTime: events.startTime,
        endTime: events.endTime,
        location: events.location,
        address: events.address,
      },
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationId));
  return row;
}

/** Whoever registered for an event gets the confirmation, by e-mail with the event as a calendar file. */
export async function notifyEventRegistration(deps: NotifyDeps, registrationId: string, work: UnitOfWork): Promise<NotifyResult | null> {
  const row = await findRegistrationWithEvent(work, registrationId);
  if (!row) return null;
  const eventsUrl = `${deps.config.publicUrl}${NOTIFICATION_LINKS.events}`;
  return notify(
    deps,
    {
      userId: row.userId,
      kind: 'event_registration',
      params: eventParams(row.event),
      link: NOTIFICATION_LINKS.events,
      dedupeKey: `event_registration:${registrationId}`,
      attachments: [eventCalendarFile(row.event, { url: eventsUrl, host: new URL(deps.config.publicUrl).hostname })],
    },
    work,
  );
}

/**
 * Someone registered hears that an admin changed the event (docs/product/events.md#editing): the
 * same kind as the confirmation (their settings for events apply), marked `change: 'updated'`,
 * with the fields that changed and the event as it now is, its calendar file too (same uid, so
 * a calendar that imports it updates its entry). Every edit is news: no dedupe key.
 */
export async function notifyEventChanged(
  deps: NotifyDeps,
  registrationId: string,
  changed: readonly EventChangeField[],
  work: UnitOfWork,
): Promise<NotifyResult | null> {
  const row = await findRegistrationWithEvent(work, registrationId);
  if (!row) return null;
  const eventsUrl = `${deps.config.publicUrl}${NOTIFICATION_LINKS.events}`;
  return notify(
    deps,
    {
      userId: row.userId,
      kind: 'event_registration',
      params: {
        ...eventParams(row.event),
        ...(row.event.address ? { address: row.event.address } : {}),
        change: 'updated',
        changed: changed.join(','),
      },
      link: NOTIFICATION_LINKS.events,
      attachments: [eventCalendarFile(row.event, { url: eventsUrl, host: new URL(deps.config.publicUrl).hostname })],
    },
    work,
  );
}

/**
 * A student hears that a posting they applied to is out of their reach: its employer deleted it
 * (called before the posting and its applications are deleted, in that transaction), or it closed
 * because FirstRung rejected its employer (docs/product/admin.md#verification; the same kind,
 * marked `change: 'closed'`). The texts carry the title and company, since the posting is gone
 * for the student; the link leads home.
 */
async function notifyPostingRemoved(
  deps: NotifyDeps,
  application: { id: string; studentId: string },
  job: { title: string; companyName: string },
  change: 'deleted' | 'closed',
  work: UnitOfWork,
): Promise<NotifyResult | null> {
  return notify(
    deps,
    {
      userId: application.studentId,
      kind: 'posting_deleted',
      params: { jobTitle: job.title, companyName: job.companyName, ...(change === 'closed' ? { change } : {}) },
      link: NOTIFICATION_LINKS.studentHome,
      // A posting is deleted once; one closed may reopen and close again, and each time is news.
      ...(change === 'deleted' ? { dedupeKey: `posting_deleted:${application.id}` } : {}),
    },
    work,
  );
}

export const notifyPostingDeleted = (
  deps: NotifyDeps,
  application: { id: string; studentId: string },
  job: { title: string; companyName: string },
  work: UnitOfWork,
) => notifyPostingRemoved(deps, application, job, 'deleted', work);

export const notifyPostingClosed = (
  deps: NotifyDeps,
  application: { id: string; studentId: string },
  job: { title: string; companyName: string },
  work: UnitOfWork,
) => notifyPostingRemoved(deps, application, job, 'closed', work);

/** The employer hears that an admin took one of their postings down, and why (docs/product/admin.md#taking-a-posting-down). */
export async function notifyPostingTakenDown(
  deps: NotifyDeps,
  job: { id: string; title: string; employerId: string },
  reason: string,
  work: UnitOfWork,
): Promise<NotifyResult> {
  return notify(
    deps,
    {
      userId: job.employerId,
      kind: 'posting_taken_down',
      params: { jobId: job.id, jobTitle: job.title, reason },
      link: NOTIFICATION_LINKS.employerApplications,
      dedupeKey: `posting_taken_down:${job.id}`,
    },
    work,
  );
}
