import { and, eq, sql } from 'drizzle-orm';
import type { SignatureMethod, SignerParty } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { placements, placementSignatures, placementVersions, publicRecords } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors/app-error';
import type { PlainMessageKey } from '../../errors/messages/en';
import { notifyPlacementStep, type PlacementParty } from '../notifications/placement-triggers';
import { issueRecord, setRecordStatus } from '../verify/public-records';
import { lockPlacement, type LockedPlacement } from './placement-repository';

// Recording a signature or a refusal (docs/product/placements.md#signatures), the one place both the
// account parties' routes and the guardian's link-and-code pages write them. Inside the caller's unit
// of work: the placement is locked, its state and version checked, the party's pending row answered;
// the last required signature completes the version (signed, its public record issued, the previous
// version's record superseded, every party told); a refusal sends the agreement back for correction.

const conflict = (key: Extract<PlainMessageKey, `placements.${string}`>) => new AppError('CONFLICT', key);

/** Who signs and how they proved it (the audit trail the PDF prints). */
export interface SignerProof {
  /** The signer's name as it stands when they sign. */
  name: string;
  /** The account that signs; null for a parent or guardian. */
  userId: string | null;
  method: SignatureMethod;
  /** For a link and code: where the code went. */
  codeChannel?: 'sms' | 'email' | null;
  codeSentTo?: string | null;
  ipAddress: string;
  userAgent: string | null;
}

export interface SignatureAnswer {
  placementId: string;
  /** The version the signer read. */
  version: number;
  party: SignerParty;
  proof: SignerProof;
}

/** The placement's parties with an account, as the notices name them. */
const ACCOUNT_PARTIES: readonly PlacementParty[] = ['student', 'employer', 'institution'];

/** The placement locked, out for signature in exactly `version`; else 409 (or null: no such placement). */
async function lockSigning(tx: DbOrTx, placementId: string, version: number): Promise<LockedPlacement | null> {
  const placement = await lockPlacement(tx, placementId);
  if (!placement) return null;
  if (placement.status === 'cancelled') throw conflict('placements.isCancelled');
  if (placement.status !== 'signing')
    throw conflict(placement.status === 'signed' && placement.version === version ? 'placements.alreadyAnswered' : 'placements.notSigning');
  if (placement.version !== version) throw conflict('placements.versionOutdated');
  return placement;
}

async function pendingRow(tx: DbOrTx, placementId: string, version: number, party: SignerParty) {
  const [row] = await tx
    .select({ id: placementSignatures.id, status: placementSignatures.status })
    .from(placementSignatures)
    .where(and(eq(placementSignatures.placementId, placementId), eq(placementSignatures.version, version), eq(placementSignatures.party, party)));
  if (!row) throw conflict('placements.notASigner');
  if (row.status !== 'pending') throw conflict('placements.alreadyAnswered');
  return row;
}

const proofColumns = (proof: SignerProof, now: Date) => ({
  signerName: proof.name,
  signerUserId: proof.userId,
  method: proof.method,
  codeChannel: proof.codeChannel ?? null,
  codeSentTo: proof.codeSentTo ?? null,
  ipAddress: proof.ipAddress,
  userAgent: proof.userAgent?.slice(0, 500) ?? null,
  answeredAt: now,
});

/**
 * Records `party`'s signature of `version`, whose text's SHA-256 must be `textHash` (the text the
 * signer read). 409 when the placement is not out for signature, the version or text is no longer
 * current, the party is not a required signer or has answered already. Returns whether this was the
 * last required signature (the placement is then `signed`). Null: no such placement.
 */
export async function recordSignature(
  deps: AppDeps,
  work: UnitOfWork,
  answer: SignatureAnswer & { textHash: string },
  now: Date = new Date(),
): Promise<{ complete: boolean } | null> {
  const { tx } = work;
  const placement = await lockSigning(tx, answer.placementId, answer.version);
  if (!placement) return null;
  const [sent] = await tx
    .select()
    .from(placementVersions)
    .where(and(eq(placementVersions.placementId, placement.id), eq(placementVersions.version, answer.version)));
  if (!sent || sent.textHash !== answer.textHash.toLowerCase()) throw conflict('placements.versionOutdated');
  const row = await pendingRow(tx, placement.id, answer.version, answer.party);
  await tx
    .update(placementSignatures)
    .set({ status: 'signed', textHash: sent.textHash, ...proofColumns(answer.proof, now) })
    .where(eq(placementSignatures.id, row.id));
  const [left] = await tx
    .select({ pending: sql<number>`count(*)::int` })
    .from(placementSignatures)
    .where(
      and(
        eq(placementSignatures.placementId, placement.id),
        eq(placementSignatures.version, answer.version),
        eq(placementSignatures.status, 'pending'),
      ),
    );
  if ((left?.pending ?? 0) > 0) return { complete: false };
  await completeVersion(deps, work, placement, sent, now);
  return { complete: true };
}

/** Every required party signed: the placement is signed, its version gets a public record, the previous one's is superseded. */
async function completeVersion(
  deps: AppDeps,
  work: UnitOfWork,
  placement: LockedPlacement,
  sent: typeof placementVersions.$inferSelect,
  now: Date,
): Promise<void> {
  const { tx } = work;
  const reference = await issueRecord(tx, 'placement_agreement', {
    employerLegalName: sent.terms.workplace.legalName ?? '',
    startDate: sent.terms.startDate ?? '',
    endDate: sent.terms.endDate ?? '',
    version: sent.version,
    signedAt: now.toISOString(),
  });
  await tx
    .update(placementVersions)
    .set({ signedAt: now, reference })
    .where(and(eq(placementVersions.placementId, placement.id), eq(placementVersions.version, sent.version)));
  await supersedeEarlierRecords(tx, placement.id, sent.version);
  await tx.update(placements).set({ status: 'signed' }).where(eq(placements.id, placement.id));
  await notifyPlacementStep(deps, placement.id, 'signed', ACCOUNT_PARTIES, work);
}

/** A newer version was signed: every earlier signed version's public record now reads "superseded". */
export async function supersedeEarlierRecords(tx: DbOrTx, placementId: string, version: number): Promise<void> {
  const earlier = await tx
    .select({ reference: placementVersions.reference, version: placementVersions.version })
    .from(placementVersions)
    .where(eq(placementVersions.placementId, placementId));
  for (const row of earlier) {
    if (row.reference && row.version < version) await supersedeIfValid(tx, row.reference);
  }
}

async function supersedeIfValid(tx: DbOrTx, reference: string): Promise<void> {
  const [record] = await tx.select({ status: publicRecords.status }).from(publicRecords).where(eq(publicRecords.reference, reference));
  if (record?.status === 'valid') await setRecordStatus(tx, reference, 'superseded');
}

/**
 * Records `party`'s refusal of `version` with a reason every party reads. The version is over: its
 * other pending signatures become void, and the agreement goes back to the step before the
 * signatures (validated by the school, or the employer's part with no school) as the next version,
 * for correction. Every other party with an account is told. Null: no such placement.
 */
export async function recordDecline(
  deps: AppDeps,
  work: UnitOfWork,
  answer: SignatureAnswer & { reason: string },
  now: Date = new Date(),
): Promise<boolean | null> {
  const { tx } = work;
  const placement = await lockSigning(tx, answer.placementId, answer.version);
  if (!placement) return null;
  const row = await pendingRow(tx, placement.id, answer.version, answer.party);
  await tx
    .update(placementSignatures)
    .set({ status: 'declined', declinedReason: answer.reason, ...proofColumns(answer.proof, now) })
    .where(eq(placementSignatures.id, row.id));
  await voidPending(tx, placement.id, answer.version);
  await tx
    .update(placements)
    .set({ status: placement.institutionId ? 'school_validated' : 'employer_completed', version: answer.version + 1 })
    .where(eq(placements.id, placement.id));
  const others = ACCOUNT_PARTIES.filter((party) => party !== answer.party);
  // Told under the declined version's dedupe key: the notice reads placements.version, now the next one.
  await notifyPlacementStep(deps, placement.id, 'signature_declined', others, work, { reason: answer.reason });
  return true;
}

/** The version will never be complete (a refusal, a new version, a cancellation): its pending signatures are void. */
export async function voidPending(tx: DbOrTx, placementId: string, version: number): Promise<void> {
  await tx
    .update(placementSignatures)
    .set({ status: 'void' })
    .where(
      and(eq(placementSignatures.placementId, placementId), eq(placementSignatures.version, version), eq(placementSignatures.status, 'pending')),
    );
}
