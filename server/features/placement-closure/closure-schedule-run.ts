import { and, asc, eq, isNotNull, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { CLOSURE_REMINDER_DAYS } from '@common/constants';
import type { AppDeps } from '../../app-deps';
import { certificates, placementClosures, placements } from '../../db/schema';
import { inBatches } from '../../db/unit-of-work';
import { issueCertificate } from '../certificates/issue-certificate';
import { notifyPlacementStep } from '../notifications/placement-triggers';
import { workplaceTodaySql } from '../placements/workplace-calendar';
import { hasPendingShiftSql } from './closure-repository';
import { sendEvaluationRequest } from './evaluation-mail';

// The end of a placement in the placements' hourly run (docs/product/placement-hours.md#evaluation-and-reflection):
// a completed placement's supervisor asked for the evaluation (its placement_closures row written);
// on day 3 and day 10 after the end date, the missing evaluation and reflection reminded; with no
// school, the certificate issued once everything is in. Called by runPlacementSchedule with its clock.
// Rows in batches, each its own transaction, locked FOR UPDATE SKIP LOCKED, as the rest of the run.

export interface ClosureScheduleResult {
  evaluationsAsked: number;
  closureReminders: number;
  certificatesIssued: number;
}

/** Rows per transaction. */
const BATCH_SIZE = 200;

/** A completed placement with no closure yet: its row written and its supervisor e-mailed the evaluation link. */
function askEvaluations(deps: AppDeps, now: Date): Promise<number> {
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await work.tx
      .select({ id: placements.id })
      .from(placements)
      .where(
        and(
          eq(placements.status, 'completed'),
          notExists(
            work.tx.select({ id: placementClosures.placementId }).from(placementClosures).where(eq(placementClosures.placementId, placements.id)),
          ),
        ),
      )
      .orderBy(asc(placements.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      await work.tx.insert(placementClosures).values({ placementId: row.id, evaluationRequestedAt: now });
      await sendEvaluationRequest(deps, work, row.id, 0, now);
    }
    return rows.length;
  });
}

/**
 * How many reminder days (CLOSURE_REMINDER_DAYS after the end date, the workplace's calendar) are
 * reached at `now`: a run that missed day 3 sends one reminder on day 10, never two at once.
 */
function remindersDueSql(now: Date): SQL<number> {
  const today = workplaceTodaySql(sql`${placements.terms}`, now);
  const reached = CLOSURE_REMINDER_DAYS.map((days) => sql`(${today} >= (${placements.terms} ->> 'endDate')::date + ${days}::int)::int`);
  return sql<number>`(${sql.join(reached, sql` + `)})`;
}

/** Each reminder day reached: a fresh evaluation link to the supervisor, a reminder to the student; each until its part is done. */
function remind(deps: AppDeps, now: Date): Promise<number> {
  const due = remindersDueSql(now);
  const notNoShow = sql`${placementClosures.outcome} is distinct from 'did_not_show'`;
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await work.tx
      .select({
        placementId: placementClosures.placementId,
        evaluatedAt: placementClosures.evaluatedAt,
        outcome: placementClosures.outcome,
        reflectedAt: placementClosures.reflectedAt,
        evaluationReminders: placementClosures.evaluationReminders,
        reflectionReminders: placementClosures.reflectionReminders,
        due,
      })
      .from(placementClosures)
      .innerJoin(placements, eq(placements.id, placementClosures.placementId))
      .where(
        and(
          eq(placements.status, 'completed'),
          isNull(placementClosures.signedOffAt),
          or(
            and(isNull(placementClosures.evaluatedAt), lt(placementClosures.evaluationReminders, due)),
            // After a did-not-show no reflection is asked.
            and(isNull(placementClosures.reflectedAt), notNoShow, lt(placementClosures.reflectionReminders, due)),
          ),
          notExists(work.tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.placementId, placements.id))),
        ),
      )
      .orderBy(asc(placementClosures.placementId))
      .limit(BATCH_SIZE)
      .for('update', { of: placementClosures, skipLocked: true });
    for (const row of rows) {
      const round = Number(row.due);
      if (!row.evaluatedAt && row.evaluationReminders < round) {
        await sendEvaluationRequest(deps, work, row.placementId, round, now);
      }
      const reflectionAsked = !row.reflectedAt && row.outcome !== 'did_not_show';
      if (reflectionAsked && row.reflectionReminders < round) {
        await notifyPlacementStep(deps, row.placementId, 'reflection_reminder', ['student'], work, { round });
      }
      // Both counts reach the day's number: the row stops matching until the next reminder day.
      await work.tx
        .update(placementClosures)
        .set({
          ...(row.evaluatedAt ? {} : { evaluationReminders: round }),
          ...(reflectionAsked ? { reflectionReminders: round } : {}),
        })
        .where(eq(placementClosures.placementId, row.placementId));
    }
    return rows.length;
  });
}

/**
 * With no school there is no sign-off: the certificate is issued once the evaluation (not a
 * did-not-show) and the reflection (with its answer to the evaluation) are in and every day is settled;
 * the student and the employer are told (certificate_issued).
 */
function certifyWithoutSchool(deps: AppDeps, now: Date): Promise<number> {
  return inBatches(deps, BATCH_SIZE, async (work) => {
    const rows = await work.tx
      .select({ placementId: placementClosures.placementId })
      .from(placementClosures)
      .innerJoin(placements, eq(placements.id, placementClosures.placementId))
      .where(
        and(
          eq(placements.status, 'completed'),
          isNull(placements.institutionId),
          isNotNull(placementClosures.evaluatedAt),
          sql`${placementClosures.outcome} <> 'did_not_show'`,
          isNotNull(placementClosures.reflectedAt),
          isNotNull(placementClosures.agreesWithEvaluation),
          sql`not ${hasPendingShiftSql(placements.id)}`,
          notExists(work.tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.placementId, placements.id))),
        ),
      )
      .orderBy(asc(placementClosures.placementId))
      .limit(BATCH_SIZE)
      .for('update', { of: placementClosures, skipLocked: true });
    for (const row of rows) {
      await issueCertificate(work.tx, row.placementId, now);
      // No sign-off told them: the student and the employer hear of the certificate, as a signed_off would say.
      await notifyPlacementStep(deps, row.placementId, 'certificate_issued', ['student', 'employer'], work);
    }
    return rows.length;
  });
}

export async function runClosureSchedule(deps: AppDeps, now: Date): Promise<ClosureScheduleResult> {
  const evaluationsAsked = await askEvaluations(deps, now);
  const closureReminders = await remind(deps, now);
  const certificatesIssued = await certifyWithoutSchool(deps, now);
  return { evaluationsAsked, closureReminders, certificatesIssued };
}
