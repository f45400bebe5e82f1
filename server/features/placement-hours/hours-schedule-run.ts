import { and, asc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HOURS_VERIFY_DAYS, SUPERVISOR_LINK_DAYS } from '@common/constants';
import { personName } from '@common/text';
import type { AppDeps } from '../../app-deps';
import { applications, institutionProfiles, jobs, placements, placementShifts, supervisorLinks, users } from '../../db/schema';
import { inBatches, type UnitOfWork } from '../../db/unit-of-work';
import { mailLanguageOf } from '../../mail/mail-language';
import { notifyPlacementStep } from '../notifications/placement-triggers';
import { workplaceTodaySql } from '../placements/workplace-calendar';
import { supervisorHoursMail, type SupervisorHoursShift } from './supervisor-hours-mail';
import { createSupervisorLinks } from './supervisor-links';
import { plannedDaysBetween } from './week-planned-days';

// The hours' part of the placements' hourly run (docs/product/placement-hours.md#the-supervisor-needs-no-account):
// each Monday at the workplace, one e-mail per placement to its supervisor for the week just ended;
// the day after the end date, the final one; hours not verified HOURS_VERIFY_DAYS after their e-mail,
// the coordinator told once. Called by runPlacementSchedule (placements/placement-schedule-run.ts)
// with its clock.
//
// Set-based, so that ten thousand placements are e-mailed within the hour's run: per batch of
// BATCH_SIZE placements (each batch its own transaction, locked FOR UPDATE SKIP LOCKED so two servers
// share the work), one query picks them with everything the e-mail names, one writes their links, one
// moves their shifts to awaiting_supervisor (answering them for the e-mails), two queue the e-mails. The
// link of the week (its period_start) is what makes a second run that Monday skip the placement.

export interface HoursScheduleResult {
  /** Supervisor e-mails queued (weekly and final). */
  hoursMails: number;
  /** Links whose hours went to the coordinator. */
  hoursOverdue: number;
}

/** Placements per transaction. */
const BATCH_SIZE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The final e-mail with nothing logged (only planned days) goes within this many days of the end:
 * a placement that ended long before (before the hours log existed) gets none.
 */
const FINAL_PLANNED_ONLY_DAYS = 7;

const employers = alias(users, 'employer_account');

type Kind = 'weekly' | 'final';

/** The placements of a batch for `kind`, after `cursor`, with the week (or the last days) their e-mail covers. */
function pickPlacements(work: UnitOfWork, now: Date, kind: Kind, cursor: string) {
  const terms = sql`${placements.terms}`;
  const today = workplaceTodaySql(terms, now);
  const endDate = sql`(${placements.terms} ->> 'endDate')::date`;
  // The week just ended (Monday to Sunday); for the final e-mail, the end date's week up to the end date.
  const periodStart =
    kind === 'weekly' ? sql`${today} - 7` : sql`greatest(date_trunc('week', ${endDate})::date, (${placements.terms} ->> 'startDate')::date)`;
  const periodEnd = kind === 'weekly' ? sql`${today} - 1` : endDate;
  const logged = (until: SQL | null) =>
    sql`exists (select 1 from ${placementShifts} where ${placementShifts.placementId} = ${placements.id} and ${placementShifts.status} = 'logged'${
      until ? sql` and ${placementShifts.workDate} <= ${until}` : sql``
    })`;
  const hasLogged = kind === 'weekly' ? logged(periodEnd) : logged(null);
  const linkOfPeriod = kind === 'weekly' ? sql`${supervisorLinks.periodStart} = ${periodStart}` : sql`${supervisorLinks.periodEnd} = ${endDate}`;
  const due =
    kind === 'weekly'
      ? and(eq(placements.status, 'active'), sql`extract(isodow from ${today}) = 1`)
      : and(
          eq(placements.status, 'completed'),
          sql`${endDate} < ${today}`,
          sql`(${hasLogged} or ${endDate} >= ${today} - ${sql.raw(String(FINAL_PLANNED_ONLY_DAYS))})`,
        );
  return work.tx
    .select({
      id: placements.id,
      terms: placements.terms,
      studentId: placements.studentId,
      institutionId: placements.institutionId,
      periodStart: sql<string>`to_char(${periodStart}, 'YYYY-MM-DD')`,
      periodEnd: sql<string>`to_char(${periodEnd}, 'YYYY-MM-DD')`,
      hasLogged: sql<boolean>`${hasLogged}`,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      accountName: users.name,
      employerLanguage: employers.language,
      schoolName: institutionProfiles.institutionName,
    })
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, placements.studentId))
    .innerJoin(employers, eq(employers.id, placements.employerId))
    .leftJoin(institutionProfiles, eq(institutionProfiles.id, placements.institutionId))
    .where(
      and(
        due,
        gt(placements.id, cursor),
        sql`coalesce(${placements.terms} -> 'supervisor' ->> 'email', '') <> ''`,
        sql`not exists (select 1 from ${supervisorLinks} where ${supervisorLinks.placementId} = ${placements.id} and ${supervisorLinks.purpose} = 'hours' and ${linkOfPeriod})`,
      ),
    )
    .orderBy(asc(placements.id))
    .limit(BATCH_SIZE)
    .for('update', { of: placements, skipLocked: true });
}

/** One batch: the links, the shifts they cover, the e-mails. Answers the batch's size (for the cursor) and the e-mails sent. */
async function mailBatch(deps: AppDeps, work: UnitOfWork, now: Date, kind: Kind, cursor: string) {
  const rows = await pickPlacements(work, now, kind, cursor);
  const due = rows
    .map((row) => ({ ...row, planned: plannedDaysBetween(row.terms, row.periodStart, row.periodEnd) }))
    // Nothing logged and nothing planned: no e-mail.
    .filter((row) => row.hasLogged || row.planned.length > 0);
  const links = await createSupervisorLinks(
    work.tx,
    due.map((row) => ({
      placementId: row.id,
      purpose: 'hours' as const,
      sentTo: row.terms.supervisor.email!,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
    })),
    now,
  );
  const shiftsOf = new Map<string, SupervisorHoursShift[]>();
  if (links.length > 0) {
    // The logged shifts of each link's period (the final one: every shift left) are now its own.
    const moved = await work.tx
      .update(placementShifts)
      .set({ status: 'awaiting_supervisor', supervisorLinkId: supervisorLinks.id, updatedAt: now })
      .from(supervisorLinks)
      .where(
        and(
          inArray(
            supervisorLinks.id,
            links.map((link) => link.id),
          ),
          eq(placementShifts.placementId, supervisorLinks.placementId),
          eq(placementShifts.status, 'logged'),
          kind === 'weekly' ? lte(placementShifts.workDate, supervisorLinks.periodEnd) : undefined,
        ),
      )
      .returning({
        placementId: placementShifts.placementId,
        workDate: placementShifts.workDate,
        startTime: placementShifts.startTime,
        endTime: placementShifts.endTime,
        breakMinutes: placementShifts.breakMinutes,
        minutes: placementShifts.minutes,
        activities: placementShifts.activities,
        flags: placementShifts.flags,
      });
    for (const { placementId, ...shift } of moved) shiftsOf.set(placementId, [...(shiftsOf.get(placementId) ?? []), shift]);
  }
  await deps.mailer.sendMany(
    due.map((row, i) =>
      supervisorHoursMail(deps.config, {
        to: row.terms.supervisor.email!,
        language: mailLanguageOf(row.employerLanguage),
        supervisorName: row.terms.supervisor.name,
        studentId: row.studentId,
        studentName: personName(row) || row.accountName,
        jobTitle: row.jobTitle,
        employerName: row.terms.workplace.legalName ?? row.companyName,
        schoolName: row.schoolName,
        final: kind === 'final',
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        endDate: row.terms.endDate,
        planned: row.planned,
        shifts: (shiftsOf.get(row.id) ?? []).sort((a, b) => a.workDate.localeCompare(b.workDate)),
        token: links[i]!.token,
      }),
    ),
    { work },
  );
  return { picked: rows.length, last: rows.at(-1)?.id ?? cursor, mailed: due.length };
}

/** Batch after batch of `kind`, each its own transaction, on a cursor (a placement with nothing to send stays a candidate). */
async function mailAll(deps: AppDeps, now: Date, kind: Kind): Promise<number> {
  let cursor = '00000000-0000-0000-0000-000000000000';
  let mailed = 0;
  // The cursor, not the batch's changes, is what makes its rows stop matching; a batch that throws ends the run.
  await inBatches(deps, BATCH_SIZE, async (work) => {
    const batch = await mailBatch(deps, work, now, kind, cursor);
    mailed += batch.mailed;
    cursor = batch.last;
    return batch.picked;
  });
  return mailed;
}

/**
 * Hours links unanswered HOURS_VERIFY_DAYS after their e-mail, some of whose shifts still wait for the
 * supervisor: the school (with no school, the employer) is told once per link. A link past its life
 * (SUPERVISOR_LINK_DAYS) is no longer looked at: it was told, or had nothing left to tell.
 */
async function tellOverdue(deps: AppDeps, now: Date): Promise<number> {
  const sentBefore = new Date(now.getTime() - HOURS_VERIFY_DAYS * DAY_MS);
  const sentAfter = new Date(now.getTime() - SUPERVISOR_LINK_DAYS * DAY_MS);
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await work.tx
      .select({
        id: supervisorLinks.id,
        placementId: supervisorLinks.placementId,
        sentAt: supervisorLinks.sentAt,
        institutionId: placements.institutionId,
      })
      .from(supervisorLinks)
      .innerJoin(placements, eq(placements.id, supervisorLinks.placementId))
      .where(
        and(
          eq(supervisorLinks.purpose, 'hours'),
          isNull(supervisorLinks.usedAt),
          isNull(supervisorLinks.overdueToldAt),
          lte(supervisorLinks.sentAt, sentBefore),
          gt(supervisorLinks.sentAt, sentAfter),
          sql`exists (select 1 from ${placementShifts} where ${placementShifts.supervisorLinkId} = ${supervisorLinks.id} and ${placementShifts.status} = 'awaiting_supervisor')`,
        ),
      )
      .orderBy(asc(supervisorLinks.sentAt), asc(supervisorLinks.id))
      .limit(BATCH_SIZE)
      .for('update', { of: supervisorLinks, skipLocked: true });
    if (rows.length === 0) return 0;
    await work.tx
      .update(supervisorLinks)
      .set({ overdueToldAt: now })
      .where(
        inArray(
          supervisorLinks.id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      const days = Math.floor((now.getTime() - row.sentAt.getTime()) / DAY_MS);
      await notifyPlacementStep(deps, row.placementId, 'hours_overdue', [row.institutionId ? 'institution' : 'employer'], work, {
        days,
        about: row.id,
      });
    }
    return rows.length;
  });
}

export async function runHoursSchedule(deps: AppDeps, now: Date): Promise<HoursScheduleResult> {
  const weekly = await mailAll(deps, now, 'weekly');
  const final = await mailAll(deps, now, 'final');
  const hoursOverdue = await tellOverdue(deps, now);
  return { hoursMails: weekly + final, hoursOverdue };
}
