import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PlacementClosureResponse } from '@common/contracts/placement-closure';
import type { DbOrTx } from '../../db/client';
import { certificates, placementClosures, placementShifts, publicRecords } from '../../db/schema';

// A placement's closure row as the API answers it (docs/product/placement-hours.md#evaluation-and-reflection),
// and what its sign-off (or, with no school, its certificate) still waits for.

export type ClosureRow = typeof placementClosures.$inferSelect;
export type MissingPart = PlacementClosureResponse['missing'][number];

/** The shifts' states that keep a placement from being signed off: not yet settled by the supervisor. */
export const PENDING_SHIFT_STATUSES = ['logged', 'awaiting_supervisor', 'disputed'] as const;

/** The SQL condition "the placement has a shift not yet settled", for the hourly run's query. */
export const hasPendingShiftSql = (placementId: unknown) =>
  sql`exists (select 1 from ${placementShifts} where ${placementShifts.placementId} = ${placementId} and ${inArray(placementShifts.status, [...PENDING_SHIFT_STATUSES])})`;

/** The closure row, locked for a change in this transaction when `lock`; null before the placement completed. */
export async function readClosure(db: DbOrTx, placementId: string, lock = false): Promise<ClosureRow | null> {
  const query = db.select().from(placementClosures).where(eq(placementClosures.placementId, placementId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function hasPendingShift(db: DbOrTx, placementId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: placementShifts.id })
    .from(placementShifts)
    .where(and(eq(placementShifts.placementId, placementId), inArray(placementShifts.status, [...PENDING_SHIFT_STATUSES])))
    .limit(1);
  return Boolean(row);
}

/** Whether a placement ended with "did not show": its later steps end. */
export const endedWithoutShowing = (closure: ClosureRow | null) => closure?.outcome === 'did_not_show';

/**
 * What the sign-off waits for, in the order it is done: the evaluation, the reflection, the student's
 * answer to the evaluation (a reflection written before it came), the days not yet settled. Empty
 * before the placement completed, after a did-not-show, and once signed off or certified.
 */
export async function missingParts(db: DbOrTx, closure: ClosureRow | null, certified: boolean): Promise<MissingPart[]> {
  if (!closure || endedWithoutShowing(closure) || closure.signedOffAt || certified) return [];
  const missing: MissingPart[] = [];
  if (!closure.evaluatedAt) missing.push('evaluation');
  if (!closure.reflectedAt) missing.push('reflection');
  else if (closure.evaluatedAt && closure.agreesWithEvaluation === null) missing.push('agreement_answer');
  if (await hasPendingShift(db, closure.placementId)) missing.push('hours_pending');
  return missing;
}

async function certificateOf(db: DbOrTx, placementId: string) {
  const [row] = await db
    .select({
      reference: certificates.reference,
      status: publicRecords.status,
      reason: publicRecords.reason,
      issuedAt: certificates.issuedAt,
      verifiedMinutes: certificates.verifiedMinutes,
      language: certificates.language,
    })
    .from(certificates)
    .innerJoin(publicRecords, eq(publicRecords.reference, certificates.reference))
    .where(eq(certificates.placementId, placementId));
  return row ?? null;
}

/** The closure as a party reads it; `withReflection` false for the employer (the student's reflection is for their school). */
export async function closureResponse(db: DbOrTx, placementId: string, withReflection: boolean): Promise<PlacementClosureResponse> {
  const closure = await readClosure(db, placementId);
  const certificate = await certificateOf(db, placementId);
  return {
    evaluationRequestedAt: closure?.evaluationRequestedAt.toISOString() ?? null,
    evaluation:
      closure?.outcome && closure.evaluatedAt
        ? {
            outcome: closure.outcome,
            lastDayPresent: closure.lastDayPresent,
            hoursMissed: closure.hoursMissed,
            ratings: closure.ratings ?? null,
            wouldHostAgain: closure.wouldHostAgain ?? false,
            evaluatorName: closure.evaluatorName,
            evaluatedAt: closure.evaluatedAt.toISOString(),
          }
        : null,
    reflection:
      withReflection && closure?.reflection && closure.reflectedAt
        ? {
            reflection: closure.reflection,
            agreesWithEvaluation: closure.agreesWithEvaluation,
            disagreementComment: closure.disagreementComment,
            reflectedAt: closure.reflectedAt.toISOString(),
          }
        : null,
    signedOffAt: closure?.signedOffAt?.toISOString() ?? null,
    certificate: certificate
      ? {
          reference: certificate.reference,
          status: certificate.status,
          issuedAt: certificate.issuedAt.toISOString(),
          verifiedMinutes: certificate.verifiedMinutes,
          language: certificate.language,
          revokedReason: certificate.status === 'revoked' ? certificate.reason : null,
        }
      : null,
    missing: await missingParts(db, closure, certificate !== null),
  };
}
