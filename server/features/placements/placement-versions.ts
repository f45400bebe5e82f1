import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PlacementVersion } from '@common/contracts/placement-signatures';
import { SIGNER_PARTIES, type PlacementStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { placements, placementSignatures, placementVersions, publicRecords } from '../../db/schema';
import { setRecordStatus } from '../verify/public-records';
import { toSignature } from './placement-repository';
import type { LockedPlacement } from './placement-repository';
import { supersedeEarlierRecords, voidPending } from './signature-record';

// The versions of a placement's agreement (docs/product/placements.md#signatures): each as it went
// out, with its signatures; what a change after sending does to the version out (a new one, the old
// signatures void, its public record superseded); what a cancellation does to them.

/** The states in which a version is out: a change to a part makes the next version. */
const SENT: readonly PlacementStatus[] = ['signing', 'signed'];

/** The public reason of a cancelled agreement's record: anyone reads it, so it names nobody and says no more. */
export const PUBLIC_CANCEL_REASON = 'The placement was cancelled.';

type VersionRow = typeof placementVersions.$inferSelect;

async function withSignatures(db: DbOrTx, placementId: string, rows: VersionRow[]): Promise<PlacementVersion[]> {
  if (rows.length === 0) return [];
  const signatures = await db
    .select()
    .from(placementSignatures)
    .where(
      and(
        eq(placementSignatures.placementId, placementId),
        inArray(
          placementSignatures.version,
          rows.map((row) => row.version),
        ),
      ),
    )
    .orderBy(asc(placementSignatures.createdAt));
  return rows.map((row) => ({
    version: row.version,
    text: row.text,
    textHash: row.textHash,
    requiredParties: row.requiredParties,
    rulePack: row.rulePack,
    sentAt: row.sentAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    reference: row.reference,
    signatures: signatures
      .filter((signature) => signature.version === row.version)
      .map(toSignature)
      .sort((a, b) => SIGNER_PARTIES.indexOf(a.party) - SIGNER_PARTIES.indexOf(b.party)),
  }));
}

/** Every version sent, newest first. */
export async function readVersions(db: DbOrTx, placementId: string): Promise<PlacementVersion[]> {
  const rows = await db
    .select()
    .from(placementVersions)
    .where(eq(placementVersions.placementId, placementId))
    .orderBy(desc(placementVersions.version));
  return withSignatures(db, placementId, rows);
}

/** One version as it was sent, or null. */
export async function readVersion(db: DbOrTx, placementId: string, version: number): Promise<PlacementVersion | null> {
  const rows = await db
    .select()
    .from(placementVersions)
    .where(and(eq(placementVersions.placementId, placementId), eq(placementVersions.version, version)));
  const [found] = await withSignatures(db, placementId, rows);
  return found ?? null;
}

/** A version's row and its signature rows with their whole audit trail (for the PDF); null when it was never sent. */
export async function readVersionRecord(db: DbOrTx, placementId: string, version: number | undefined) {
  const [row] = await db
    .select()
    .from(placementVersions)
    .where(and(eq(placementVersions.placementId, placementId), version === undefined ? undefined : eq(placementVersions.version, version)))
    .orderBy(desc(placementVersions.version))
    .limit(1);
  if (!row) return null;
  const signatures = await db
    .select()
    .from(placementSignatures)
    .where(and(eq(placementSignatures.placementId, placementId), eq(placementSignatures.version, row.version)));
  return { version: row, signatures };
}

/**
 * A part sent again while a version is out (`signing` or `signed`): that version will never be
 * complete or no longer counts. Its pending signatures become void, the placement moves to the next
 * version (the caller then writes the part and the step it goes back to), and the public record of
 * any earlier signed version reads "superseded". Returns whether a version was replaced (the
 * parties are then told, under the new version's dedupe key).
 */
export async function replaceSentVersion(tx: DbOrTx, placement: LockedPlacement): Promise<boolean> {
  if (!SENT.includes(placement.status)) return false;
  await voidPending(tx, placement.id, placement.version);
  const next = placement.version + 1;
  await tx.update(placements).set({ version: next }).where(eq(placements.id, placement.id));
  await supersedeEarlierRecords(tx, placement.id, next);
  return true;
}

/**
 * The placement is cancelled: the version out can never be complete (its pending signatures are
 * void), and a signed version's public record reads "cancelled" with a neutral reason (never the
 * parties' own, which may name someone).
 */
export async function closeVersionsOnCancel(tx: DbOrTx, placement: LockedPlacement): Promise<void> {
  await voidPending(tx, placement.id, placement.version);
  const signed = await tx
    .select({ reference: placementVersions.reference, status: publicRecords.status })
    .from(placementVersions)
    .innerJoin(publicRecords, eq(publicRecords.reference, placementVersions.reference))
    .where(eq(placementVersions.placementId, placement.id));
  for (const record of signed) {
    if (record.reference && record.status === 'valid') await setRecordStatus(tx, record.reference, 'cancelled', PUBLIC_CANCEL_REASON);
  }
}
