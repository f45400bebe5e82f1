import { eq } from 'drizzle-orm';
import type { EventChangeField } from '@common/contracts/events';
import type { ApplicationStatus } from '@common/enums';
import { applications, eventRegistrations, events, jobs, users } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { eventCalendarFile } from './event-calendar';
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
  const [row] = await work.tx
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      employerId: jobs.employerId,
      studentId: applications.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  return notify(
    deps,
    {
      userId: row.employerId,
      kind,
      params: { jobId: row.jobId, jobTitle: row.jobTitle, studentName: displayName(row) },
      mentions: [row.studentId],
      link: NOTIFICATION_LINKS.employerApplications,
      dedupeKey: `${kind}:${applicationId}`,
    },
    work,
  );
}

export const notifyApplicationReceived = (deps: NotifyDeps, applicationId: string, work: UnitOfWork) =>
  notifyEmployerOfApplication(deps, 'application_received', applicationId, work);

export const notifyApplicationWithdrawn = (deps: NotifyDeps, applicationId: string, work: UnitOfWork) =>
  notifyEmployerOfApplication(deps, 'application_withdrawn', applicationId, work);

/** The student hears that an employer moved their application. */
export async function notifyApplicationStatus(
  deps: NotifyDeps,
  applicationId: string,
  status: ApplicationStatus,
  work: UnitOfWork,
): Promise<NotifyResult | null> {
  const [row] = await work.tx
    .select({ studentId: applications.studentId, jobId: jobs.id, jobTitle: jobs.title, companyName: jobs.companyName })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  return notify(
    deps,
    {
      userId: row.studentId,
      kind: 'application_status',
      params: { jobId: row.jobId, jobTitle: row.jobTitle, companyName: row.companyName, status },
      link: NOTIFICATION_LINKS.studentHome,
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
