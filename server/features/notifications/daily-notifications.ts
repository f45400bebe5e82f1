import { and, asc, eq, gt, gte, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DAILY_NOTIFICATIONS_HOUR_UTC } from '@common/notifications';
import {
  applications,
  eventRegistrations,
  events,
  institutionAlerts,
  institutionProfiles,
  isLiveApplication,
  jobs,
  notificationSettings,
  savedJobs,
  schoolLinks,
  users,
} from '../../db/schema';
import type { Language } from '@common/languages';
import { applicationNoticeColumns } from '../applications/application-notice-columns';
import { mailT } from '../../mail/mail-i18n';
import { queueThisAndNextPeriod } from '../../queue/hourly-schedule';
import type { TaskQueue } from '../../queue/worker';
import { notificationMailText, type NotificationMailText } from './notification-mail';
import { notify, type NotifyDeps } from './notify';
import { sendSavedSearchDigests } from './saved-search-digest';
import { displayName, eventParams, NOTIFICATION_LINKS } from './triggers';

// The daily run (docs/product/notifications.md, docs/decisions/023): event reminders, saved
// postings about to close, schools' digests, employers' application digests and the new postings
// of students' saved searches (saved-search-digest.ts). One task per UTC
// day, `notifications.daily:<day>`, runs at DAILY_NOTIFICATIONS_HOUR_UTC; every app server's
// scheduler enqueues it and the dedupe key makes it one task. Each notification it sends has a
// dedupe key of its own, so a retried run, or a second run of the same day, sends nothing twice.
// Every window is computed from the day, not from when the task happens to run, so a late or
// retried run covers exactly the same things.

export const DAILY_TASK = 'notifications.daily';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The most items a digest e-mail lists; the rest is "and N more". */
const DIGEST_ITEMS_LISTED = 10;

/** "2026-11-24": the UTC day of an instant. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** When the run of `day` is due. */
export function dailyRunAt(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAILY_NOTIFICATIONS_HOUR_UTC * 60 * 60 * 1000);
}

export const dailyTaskKey = (day: string) => `${DAILY_TASK}:${day}`;

/** Adds the run of `day` (once, ever, whoever asks). */
export function enqueueDailyRun(queue: TaskQueue, day: string): Promise<string | null> {
  return queue.enqueue(DAILY_TASK, { day }, { runAt: dailyRunAt(day), dedupeKey: dailyTaskKey(day) });
}

export interface DailyRunResult {
  eventReminders: number;
  closingReminders: number;
  schoolDigests: number;
  applicationDigests: number;
  savedSearchDigests: number;
  /** Saved searches by distance whose place the place data does not know (any more): nothing sent, named in the run's log. */
  savedSearchesPlaceUnknown: string[];
}

/** Registrations for events on the day after `day`: "your event is tomorrow". */
async function sendEventReminders(deps: NotifyDeps, day: string): Promise<number> {
  const tomorrow = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);
  const rows = await deps.db
    .select({
      registrationId: eventRegistrations.id,
      userId: eventRegistrations.userId,
      event: { id: events.id, title: events.title, eventDate: events.eventDate, startTime: events.startTime, location: events.location },
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(gte(events.eventDate, tomorrow), lt(events.eventDate, new Date(tomorrow.getTime() + DAY_MS))))
    .orderBy(asc(eventRegistrations.id));
  for (const row of rows) {
    await notify(deps, {
      userId: row.userId,
      kind: 'event_tomorrow',
      params: eventParams(row.event),
      link: NOTIFICATION_LINKS.events,
      dedupeKey: `event_tomorrow:${row.registrationId}`,
    });
  }
  return rows.length;
}

/**
 * Saved postings whose deadline falls 2 to 3 days after the run (after runAt + 2 days, up to runAt
 * + 3 days): consecutive days' windows meet, so each deadline is in exactly one. Postings the
 * student already applied to, or that are no longer public, are left out.
 */
async function sendClosingReminders(deps: NotifyDeps, runAt: Date): Promise<number> {
  const rows = await deps.db
    .select({
      savedId: savedJobs.id,
      studentId: savedJobs.studentId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      deadline: jobs.applicationDeadline,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(
      and(
        eq(jobs.isActive, true),
        eq(jobs.employerVerified, true),
        gt(jobs.applicationDeadline, new Date(runAt.getTime() + 2 * DAY_MS)),
        lte(jobs.applicationDeadline, new Date(runAt.getTime() + 3 * DAY_MS)),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(applications)
            .where(and(eq(applications.jobId, savedJobs.jobId), eq(applications.studentId, savedJobs.studentId))),
        ),
      ),
    )
    .orderBy(asc(savedJobs.id));
  for (const row of rows) {
    await notify(deps, {
      userId: row.studentId,
      kind: 'saved_job_closing',
      params: { jobId: row.jobId, jobTitle: row.jobTitle, companyName: row.companyName, deadline: row.deadline!.toISOString() },
      link: NOTIFICATION_LINKS.job(row.jobId),
      dedupeKey: `saved_job_closing:${row.savedId}`,
    });
  }
  return rows.length;
}

/** "• a", "• b", … and "… and N more". */
function listed<T>(items: T[], line: (item: T) => string, more: (count: number) => string): string {
  const lines = items.slice(0, DIGEST_ITEMS_LISTED).map(line);
  if (items.length > DIGEST_ITEMS_LISTED) lines.push(more(items.length - DIGEST_ITEMS_LISTED));
  return lines.join('\n');
}

/** Each school with new local alerts or new link requests in the 24 hours before the run: one digest. */
async function sendSchoolDigests(deps: NotifyDeps, day: string, runAt: Date): Promise<number> {
  const since = new Date(runAt.getTime() - DAY_MS);
  const inWindow = (column: typeof institutionAlerts.createdAt | typeof schoolLinks.createdAt) => and(gte(column, since), lt(column, runAt));
  const [alerts, requests] = await Promise.all([
    deps.db
      .select({ userId: institutionProfiles.userId, jobTitle: jobs.title, companyName: jobs.companyName })
      .from(institutionAlerts)
      .innerJoin(institutionProfiles, eq(institutionProfiles.id, institutionAlerts.institutionId))
      .innerJoin(jobs, eq(jobs.id, institutionAlerts.jobId))
      .where(and(inWindow(institutionAlerts.createdAt), isNull(institutionAlerts.dismissedAt)))
      .orderBy(asc(institutionAlerts.createdAt), asc(institutionAlerts.id)),
    deps.db
      .select({ userId: institutionProfiles.userId })
      .from(schoolLinks)
      .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolLinks.institutionId))
      .where(and(eq(schoolLinks.status, 'pending'), inWindow(schoolLinks.createdAt))),
  ]);
  const schools = new Set([...alerts, ...requests].map((row) => row.userId));
  for (const userId of [...schools].sort()) {
    const theirAlerts = alerts.filter((row) => row.userId === userId);
    const requestCount = requests.filter((row) => row.userId === userId).length;
    const params = { alerts: theirAlerts.length, requests: requestCount };
    // Written in the school's language once notify knows it.
    const mail = (language: Language) => {
      const t = mailT(language);
      const paragraphs = [
        ...(theirAlerts.length > 0
          ? [
              t('notifications.school_digest.alerts', { count: theirAlerts.length }),
              listed(
                theirAlerts,
                (alert) => t('notifications.school_digest.alert', alert),
                (count) => t('notifications.school_digest.more', { count }),
              ),
            ]
          : []),
        ...(requestCount > 0 ? [t('notifications.school_digest.requests', { count: requestCount })] : []),
      ];
      return { ...notificationMailText('school_digest', params, language), paragraphs };
    };
    await notify(deps, {
      userId,
      kind: 'school_digest',
      params,
      link: NOTIFICATION_LINKS.institutionHome,
      dedupeKey: `school_digest:${userId}:${day}`,
      mail,
    });
  }
  return schools.size;
}

/**
 * Employers who chose one e-mail a day for new applications: the applications of the 24 hours
 * before the run, in one digest (the bell had each one at once). Only the e-mail: no second
 * notification in the app.
 */
async function sendApplicationDigests(deps: NotifyDeps, day: string, runAt: Date): Promise<number> {
  const since = new Date(runAt.getTime() - DAY_MS);
  const rows = await deps.db
    .select(applicationNoticeColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .innerJoin(
      notificationSettings,
      and(
        eq(notificationSettings.userId, jobs.employerId),
        eq(notificationSettings.kind, 'application_received'),
        eq(notificationSettings.emailMode, 'daily'),
        eq(notificationSettings.email, true),
      ),
    )
    .where(and(gte(applications.createdAt, since), lt(applications.createdAt, runAt), isLiveApplication))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const employers = [...new Set(rows.map((row) => row.employerId))].sort();
  for (const employerId of employers) {
    const theirs = rows.filter((row) => row.employerId === employerId);
    const students = [...new Set(theirs.map((row) => row.studentId))];
    await sendDigestMail(deps, employerId, `application_digest:${employerId}:${day}`, students, (language) => {
      const t = mailT(language);
      return {
        subject: t('notifications.application_digest.subject', { count: theirs.length }),
        paragraphs: [
          t('notifications.application_digest.intro'),
          listed(
            theirs,
            (row) => t('notifications.application_digest.item', { studentName: displayName(row), jobTitle: row.jobTitle }),
            (count) => t('notifications.application_digest.more', { count }),
          ),
        ],
        actionLabel: t('notifications.application_digest.action'),
      };
    });
  }
  return employers.length;
}

/** A digest of application_received: the e-mail only (the bell had each application at once). */
async function sendDigestMail(
  deps: NotifyDeps,
  employerId: string,
  dedupeKey: string,
  students: string[],
  mail: (language: Language) => NotificationMailText,
): Promise<void> {
  await notify(deps, {
    userId: employerId,
    kind: 'application_received',
    params: {},
    mentions: students,
    link: NOTIFICATION_LINKS.employerApplications,
    dedupeKey,
    mail,
    isDigest: true,
    emailOnly: true,
  });
}

/** Everything due on `day` (the task's handler; tests call it directly). */
export async function runDailyNotifications(deps: NotifyDeps, day: string): Promise<DailyRunResult> {
  const runAt = dailyRunAt(day);
  const eventReminders = await sendEventReminders(deps, day);
  const closingReminders = await sendClosingReminders(deps, runAt);
  const schoolDigests = await sendSchoolDigests(deps, day, runAt);
  const applicationDigests = await sendApplicationDigests(deps, day, runAt);
  const savedSearches = await sendSavedSearchDigests(deps, day, runAt);
  return {
    eventReminders,
    closingReminders,
    schoolDigests,
    applicationDigests,
    savedSearchDigests: savedSearches.sent,
    savedSearchesPlaceUnknown: savedSearches.placeUnknown,
  };
}

/**
 * Started by every app server (server/main.ts): queues today's and tomorrow's daily runs now and
 * every hour (one task per day however many servers ask).
 */
export function startNotificationScheduler(queue: TaskQueue, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  return queueThisAndNextPeriod(
    (instant) => enqueueDailyRun(queue, utcDay(instant)),
    DAY_MS,
    log,
    'notifications: could not queue the daily run',
    now,
  );
}

/** The task's handler, registered with the notifications routes. */
export function registerDailyTask(deps: NotifyDeps & { queue: TaskQueue }, log: FastifyBaseLogger): void {
  deps.queue.handle(DAILY_TASK, async (payload) => {
    const day = String(payload.day);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`A daily notifications task without a day: ${day}`);
    const { savedSearchesPlaceUnknown, ...result } = await runDailyNotifications(deps, day);
    log.info({ day, ...result }, 'notifications: daily run done');
    // A place the data no longer knows (a postal code retired in an update of the place data): worth a look.
    if (savedSearchesPlaceUnknown.length > 0) {
      log.warn({ day, savedSearchIds: savedSearchesPlaceUnknown }, 'notifications: saved searches by distance whose place is unknown, not sent');
    }
  });
}
