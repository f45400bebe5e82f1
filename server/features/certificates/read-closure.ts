import { and, count, eq, inArray } from 'drizzle-orm';
import type { Certificate, PlacementClosureResponse } from '@common/contracts/placement-closure';
import type { Role, ShiftStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { certificates, placementClosures, placementShifts, publicRecords } from '../../db/schema';

// What the placement's page shows of its end (placementClosureResponse). The closure feature answers
// GET …/closure with the same shape; revoking a certificate answers it too. Kept in one function so
// the two features read it one way.

/** Shifts that still wait for someone: sign-off waits for them. */
const PENDING_SHIFTS: readonly ShiftStatus[] = ['logged', 'awaiting_supervisor', 'disputed'];

/** A placement's certificate as its parties read it (with its public record's status and reason), or null. */
export async function readCertificate(db: DbOrTx, placementId: string): Promise<Certificate | null> {
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
  if (!row) return null;
  return {
    reference: row.reference,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    verifiedMinutes: row.verifiedMinutes,
    language: row.language,
    revokedReason: row.status === 'revoked' ? row.reason : null,
  };
}

/** The placement's evaluation, reflection (not for its employer), sign-off, certificate and what sign-off waits for. */
export async function readPlacementClosure(db: DbOrTx, placementId: string, reader: Role | null): Promise<PlacementClosureResponse> {
  const [closure] = await db.select().from(placementClosures).where(eq(placementClosures.placementId, placementId));
  const certificate = await readCertificate(db, placementId);
  if (!closure) return { evaluationRequestedAt: null, evaluation: null, reflection: null, signedOffAt: null, certificate, missing: [] };

  const evaluation =
    closure.outcome && closure.evaluatedAt && closure.wouldHostAgain !== null
      ? {
          outcome: closure.outcome,
          lastDayPresent: closure.lastDayPresent,
          hoursMissed: closure.hoursMissed,
          ratings: closure.ratings,
          wouldHostAgain: closure.wouldHostAgain,
          evaluatorName: closure.evaluatorName,
          evaluatedAt: closure.evaluatedAt.toISOString(),
        }
      : null;
  const reflection =
    closure.reflection && closure.reflectedAt
      ? {
          reflection: closure.reflection,
          agreesWithEvaluation: closure.agreesWithEvaluation,
          disagreementComment: closure.disagreementComment,
          reflectedAt: closure.reflectedAt.toISOString(),
        }
      : null;

  const missing: PlacementClosureResponse['missing'] = [];
  if (!closure.signedOffAt && closure.outcome !== 'did_not_show') {
    if (!evaluation) missing.push('evaluation');
    if (!reflection) missing.push('reflection');
    else if (evaluation && reflection.agreesWithEvaluation === null) missing.push('agreement_answer');
    const [pending] = await db
      .select({ n: count() })
      .from(placementShifts)
      .where(and(eq(placementShifts.placementId, placementId), inArray(placementShifts.status, [...PENDING_SHIFTS])));
    if ((pending?.n ?? 0) > 0) missing.push('hours_pending');
  }

  return {
    evaluationRequestedAt: closure.evaluationRequestedAt.toISOString(),
    evaluation,
    reflection: reader === 'employer' ? null : reflection,
    signedOffAt: closure.signedOffAt?.toISOString() ?? null,
    certificate,
    missing,
  };
}
