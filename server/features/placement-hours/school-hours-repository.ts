import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { HOURS_VERIFY_DAYS } from '@common/constants';
import type { CompetencyRatings } from '@common/contracts/placement-closure';
import type { OverdueKind, OverdueResponse, SchoolHoursResponse, StudentPlacementsSummaryResponse } from '@common/contracts/school-hours';
import type { EvaluationOutcome, PlacementStatus } from '@common/enums';
import { personName } from '@common/text';
import type { DbOrTx } from '../../db/client';
import { applications, certificates, jobs, placementClosures, placements, placementShifts, schoolLinks, users } from '../../db/schema';
import { approvedLinkOf } from '../institutions/school-links-repository';
import { countedShift } from './verified-minutes';

// The school's views of its students' hours (docs/product/placement-hours.md#the-schools-views) and
// the student's own total. A school's students' placements are those whose institution_id is the
// school (fixed when the offer was accepted). Only verified and approved shifts count (countedShift).

const DAY_MS = 86_400_000;

/** The employer as the agreement names it (its legal name), else the posting's company. */
const employerName = sql<string>`coalesce(nullif(${placements.terms} -> 'workplace' ->> 'legalName', ''), ${jobs.companyName}, '')`;

const nameOf = (row: { firstName: string | null; lastName: string | null; name: string }) => personName(row) || row.name;

/** Verified minutes and shifts by student and placement for shift dates in [from, to], by student name then job. */
export async function schoolHours(db: DbOrTx, institutionId: string, period: { from: string; to: string }): Promise<SchoolHoursResponse> {
  const rows = await db
    .select({
      studentId: placements.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      placementId: placements.id,
      jobTitle: jobs.title,
      employerName,
      verifiedMinutes: sql<number>`sum(${placementShifts.minutes})::int`.mapWith(Number),
      shifts: count(),
    })
    .from(placementShifts)
    .innerJoin(placements, eq(placements.id, placementShifts.placementId))
    .innerJoin(users, eq(users.id, placements.studentId))
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(placements.institutionId, institutionId),
        countedShift(),
        gte(placementShifts.workDate, period.from),
        lte(placementShifts.workDate, period.to),
      ),
    )
    .groupBy(placements.id, users.id, jobs.id)
    .orderBy(
      sql`${users.lastName} is null`,
      sql`coalesce(${users.lastName}, '')`,
      sql`coalesce(${users.firstName}, '')`,
      users.id,
      jobs.title,
      placements.id,
    );
  const items = rows.map(({ firstName, lastName, name, ...row }) => ({ ...row, studentName: nameOf({ firstName, lastName, name }) }));
  return { from: period.from, to: period.to, rows: items, totalMinutes: items.reduce((sum, row) => sum + row.verifiedMinutes, 0) };
}

interface OverdueRow {
  placement_id: string;
  kind: OverdueKind;
  since: Date | string;
  pending_minutes: number | null;
  first_name: string | null;
  last_name: string | null;
  name: string;
  job_title: string;
  total: number | string;
}

/**
 * What is overdue on the school's placements, oldest first (docs/product/placement-hours.md#the-schools-views):
 * - hours_unverified: an hours link unused HOURS_VERIFY_DAYS after it was sent whose shifts still await
 *   the supervisor (since: sent + 3 days; their minutes);
 * - evaluation_missing, reflection_missing: the end date + 3 days passed without it (no reflection is
 *   asked after "did not show");
 * - sign_off_waiting: the evaluation and the reflection are in, the school has not signed off (since the later).
 * Each part is read from the school's own open items by its own index: its open hours links by send
 * date (supervisor_links_school_open_hours_idx) with their awaiting shifts
 * (placement_shifts_awaiting_link_idx), its closures not signed off (placement_closures_school_open_idx).
 * The school (and a closure's end date) is copied onto the links and closures by triggers (migration
 * 0041): the agreement's terms are never read here. The statement alone: the bench explains it.
 */
export function overdueStatement(institutionId: string, now: Date, limit: number): SQL {
  const hoursCutoff = new Date(now.getTime() - HOURS_VERIFY_DAYS * DAY_MS);
  const closureDue = sql`(c.ends_on + ${HOURS_VERIFY_DAYS}::int)::timestamp at time zone 'UTC'`;
  return sql`
    with items as (
      select l.placement_id, 'hours_unverified' as kind, l.sent_at + make_interval(days => ${HOURS_VERIFY_DAYS}::int) as since, w.minutes as pending_minutes
      from supervisor_links l
      cross join lateral (
        select sum(s.minutes)::int as minutes from placement_shifts s
        where s.supervisor_link_id = l.id and s.status = 'awaiting_supervisor'
      ) w
      where l.institution_id = ${institutionId} and l.used_at is null and l.purpose = 'hours' and l.sent_at <= ${hoursCutoff.toISOString()}::timestamptz and w.minutes is not null
      union all
      select c.placement_id, k.kind, k.since, null
      from placement_closures c
      cross join lateral (values
        ('evaluation_missing', ${closureDue}, c.evaluated_at is null),
        ('reflection_missing', ${closureDue}, c.reflected_at is null),
        ('sign_off_waiting', greatest(c.evaluated_at, c.reflected_at), c.evaluated_at is not null and c.reflected_at is not null)
      ) as k(kind, since, applies)
      where c.institution_id = ${institutionId} and c.signed_off_at is null and c.outcome is distinct from 'did_not_show' and k.applies
        and k.since <= ${now.toISOString()}::timestamptz
    ),
    page as (
      select items.*, count(*) over () as total from items
      order by since, placement_id, kind
      limit ${limit}
    )
    select page.placement_id, page.kind, page.since, page.pending_minutes, page.total,
      u.first_name, u.last_name, u.name, j.title as job_title
    from page
    join placements p on p.id = page.placement_id
    join users u on u.id = p.student_id
    join applications a on a.id = p.application_id
    join jobs j on j.id = a.job_id
    order by page.since, page.placement_id, page.kind
  `;
}

/** The overdue list as the route answers it (overdueStatement). */
export async function overduePlacements(db: DbOrTx, institutionId: string, now: Date, limit: number): Promise<OverdueResponse> {
  const result = await db.execute(overdueStatement(institutionId, now, limit));
  // Both drivers answer { rows } (the shared Db type leaves them unknown).
  const rows = (result as unknown as { rows: OverdueRow[] }).rows;
  return {
    items: rows.map((row) => ({
      placementId: row.placement_id,
      studentName: nameOf({ firstName: row.first_name, lastName: row.last_name, name: row.name }),
      jobTitle: row.job_title,
      kind: row.kind,
      since: new Date(row.since).toISOString(),
      pendingMinutes: row.pending_minutes === null ? null : Number(row.pending_minutes),
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
  };
}

/** Whether the student is one of the school's (an approved link), as the roster reads it. */
async function isStudentOf(db: DbOrTx, institutionId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schoolLinks.id })
    .from(schoolLinks)
    .where(and(approvedLinkOf(institutionId), eq(schoolLinks.studentId, studentId)))
    .limit(1);
  return Boolean(row);
}

/** The mean of the five ratings, to one decimal; null without ratings. */
function averageRating(ratings: CompetencyRatings | null): number | null {
  const values = ratings ? Object.values(ratings).map((entry) => entry.rating) : [];
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

/**
 * One student of the school: their placements with this school (newest first), the verified minutes of
 * each and in all, the evaluation, the certificate's reference (while not revoked). null: not the
 * school's student (an approved link), which the route answers as not found.
 */
export async function studentPlacementsSummary(
  db: DbOrTx,
  institutionId: string,
  studentId: string,
): Promise<StudentPlacementsSummaryResponse | null> {
  if (!(await isStudentOf(db, institutionId, studentId))) return null;
  const verifiedMinutes = sql<number>`(
    select coalesce(sum(${placementShifts.minutes}), 0)::int from ${placementShifts}
    where ${placementShifts.placementId} = ${placements.id} and ${countedShift()}
  )`.mapWith(Number);
  const rows = await db
    .select({
      placementId: placements.id,
      jobTitle: jobs.title,
      employerName,
      status: placements.status,
      terms: placements.terms,
      verifiedMinutes,
      outcome: placementClosures.outcome,
      evaluatedAt: placementClosures.evaluatedAt,
      ratings: placementClosures.ratings,
      wouldHostAgain: placementClosures.wouldHostAgain,
      certificateReference: certificates.reference,
    })
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(placementClosures, eq(placementClosures.placementId, placements.id))
    .leftJoin(certificates, and(eq(certificates.placementId, placements.id), sql`${certificates.revokedAt} is null`))
    .where(and(eq(placements.studentId, studentId), eq(placements.institutionId, institutionId)))
    .orderBy(desc(placements.createdAt), asc(placements.id));
  const items = rows.map((row) => ({
    placementId: row.placementId,
    jobTitle: row.jobTitle,
    employerName: row.employerName,
    status: row.status as PlacementStatus,
    startDate: row.terms.startDate,
    endDate: row.terms.endDate,
    verifiedMinutes: row.verifiedMinutes,
    evaluation:
      row.evaluatedAt && row.outcome
        ? { outcome: row.outcome as EvaluationOutcome, averageRating: averageRating(row.ratings), wouldHostAgain: row.wouldHostAgain ?? false }
        : null,
    certificateReference: row.certificateReference ?? null,
  }));
  return { placements: items, verifiedMinutes: items.reduce((sum, row) => sum + row.verifiedMinutes, 0) };
}

/** Where a student logs hours: their active and completed placements. */
const takesHours = inArray(placements.status, ['active', 'completed'] satisfies PlacementStatus[]);

/** The student's verified minutes across all their placements, and how many of their placements take hours (active or completed). */
export async function myVerifiedHours(db: DbOrTx, studentId: string): Promise<{ verifiedMinutes: number; placements: number }> {
  const verifiedMinutes = sql<number>`(
    select coalesce(sum(${placementShifts.minutes}), 0)::int from ${placementShifts}
    where ${placementShifts.placementId} = ${placements.id} and ${countedShift()}
  )`;
  const [totals] = await db
    .select({
      verifiedMinutes: sql<number>`coalesce(sum(${verifiedMinutes}), 0)::int`.mapWith(Number),
      placements: sql<number>`(count(*) filter (where ${takesHours}))::int`.mapWith(Number),
    })
    .from(placements)
    .where(eq(placements.studentId, studentId));
  return { verifiedMinutes: totals?.verifiedMinutes ?? 0, placements: totals?.placements ?? 0 };
}
