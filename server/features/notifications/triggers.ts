import { eq } from 'drizzle-orm';
import type { ApplicationStatus } from '@common/enums';
import { applications, eventRegistrations, events, jobs, users } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { eventCalendarFile } from './event-calendar';
import { notify, type NotifyDeps, type NotifyResult } from './notify';
import type { NotificationParams } from './notifications-repository';

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
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.name;
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

/** The employer hears of a new application to one of their postings (the e-mail now or in the daily digest). */
export async function notifyApplicationReceived(deps: NotifyDeps, applicationId: string, work: UnitOfWork): Promise<NotifyResult | null> {
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
      kind: 'application_received',
      params: { jobId: row.jobId, jobTitle: row.jobTitle, studentName: displayName(row) },
      mentions: [row.studentId],
      link: NOTIFICATION_LINKS.employerApplications,
      dedupeKey: `application_received:${applicationId}`,
    },
    work,
  );
}

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

/** Whoever registered for an event gets the confirmation, by e-mail with the event as a calendar file. */
export async function notifyEventRegistration(deps: NotifyDeps, registrationId: string, work: UnitOfWork): Promise<NotifyResult | null> {
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

/** The employer hears that a student withdrew their application (called before the application is deleted, in its transaction). */
export async function notifyApplicationWithdrawn(deps: NotifyDeps, applicationId: string, work: UnitOfWork): Promise<NotifyResult | null> {
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
      kind: 'application_withdrawn',
      params: { jobId: row.jobId, jobTitle: row.jobTitle, studentName: displayName(row) },
      mentions: [row.studentId],
      link: NOTIFICATION_LINKS.employerApplications,
      dedupeKey: `application_withdrawn:${applicationId}`,
    },
    work,
  );
}

/**
 * A student hears that the employer deleted a posting they applied to (called before the posting
 * and its applications are deleted, in that transaction). The texts carry the title and company,
 * since the posting will be gone; the link leads home, where the application no longer is.
 */
export async function notifyPostingDeleted(
  deps: NotifyDeps,
  application: { id: string; studentId: string },
  job: { title: string; companyName: string },
  work: UnitOfWork,
): Promise<NotifyResult | null> {
  return notify(
    deps,
    {
      userId: application.studentId,
      kind: 'posting_deleted',
      params: { jobTitle: job.title, companyName: job.companyName },
      link: NOTIFICATION_LINKS.studentHome,
      dedupeKey: `posting_deleted:${application.id}`,
    },
    work,
  );
}

/**
 * A student hears that a posting they applied to has closed because FirstRung rejected its employer
 * (docs/product/admin.md#verification). The kind of a removed posting, marked `change: 'closed'`:
 * the posting is out of the student's reach too, so the texts carry its title and company.
 */
export async function notifyPostingClosed(
  deps: NotifyDeps,
  application: { studentId: string },
  job: { title: string; companyName: string },
  work: UnitOfWork,
): Promise<NotifyResult | null> {
  return notify(
    deps,
    {
      userId: application.studentId,
      kind: 'posting_deleted',
      params: { jobTitle: job.title, companyName: job.companyName, change: 'closed' },
      link: NOTIFICATION_LINKS.studentHome,
    },
    work,
  );
}

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
