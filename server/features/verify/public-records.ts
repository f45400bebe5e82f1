import { and, eq, inArray } from 'drizzle-orm';
import { PUBLIC_STATEMENTS, type PublicRecordResponse, type PublicStatementOf } from '@common/contracts/verify';
import type { PublicRecordKind, PublicRecordStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { publicRecords } from '../../db/schema';
import { newReference } from './new-reference';

// Public records (docs/product/placements.md#verifying-a-reference): the seam other features call,
// inside their own transactions, to issue a record when a document is final (an agreement's last
// signature, later a certificate) and to change its status when it stops being the one in force.

/** References drawn before giving up: with 60 random bits a second draw is already never needed. */
const DRAWS = 3;

/**
 * Issues a valid record stating `statement` (checked against its kind's schema: a field not listed
 * there, such as a person's name, is refused) and answers its reference, to print on the document.
 */
export async function issueRecord<K extends PublicRecordKind>(tx: DbOrTx, kind: K, statement: PublicStatementOf<K>): Promise<string> {
  const checked = PUBLIC_STATEMENTS[kind].parse(statement) as Record<string, string | number>;
  for (let draw = 0; draw < DRAWS; draw++) {
    // ON CONFLICT DO NOTHING rather than catching the error: an error would end the caller's transaction on PostgreSQL.
    const inserted = await tx
      .insert(publicRecords)
      .values({ reference: newReference(), kind, statement: checked })
      .onConflictDoNothing()
      .returning({ reference: publicRecords.reference });
    if (inserted[0]) return inserted[0].reference;
  }
  throw new Error(`No free public record reference after ${DRAWS} draws.`);
}

/** From which statuses each status may be reached: a record leaves "valid" once; anything may still be revoked. */
const REACHABLE_FROM: Record<PublicRecordStatus, readonly PublicRecordStatus[]> = {
  valid: [],
  superseded: ['valid'],
  cancelled: ['valid'],
  revoked: ['valid', 'superseded', 'cancelled'],
};

/** A public reason is a sentence or two, written by the product or a school, never a document. */
export const PUBLIC_REASON_MAX = 500;

/** The statuses whose reason the public page shows. */
const NEEDS_REASON: ReadonlySet<PublicRecordStatus> = new Set(['cancelled', 'revoked']);

/**
 * Moves a record to `status`: superseded (a newer version was signed), cancelled or revoked (each
 * with its reason, which the public page shows: write it for anyone, naming nobody). A record never
 * becomes valid again. Throws (a programming error, a 500) for an unknown reference, a missing or
 * needless reason, one over PUBLIC_REASON_MAX characters, or a move the rules above do not allow.
 */
export async function setRecordStatus(tx: DbOrTx, reference: string, status: PublicRecordStatus, reason?: string): Promise<void> {
  const publicReason = reason?.trim() || null;
  if (NEEDS_REASON.has(status) !== (publicReason !== null)) {
    throw new Error(`A ${status} record ${NEEDS_REASON.has(status) ? 'needs' : 'takes no'} reason.`);
  }
  if (publicReason && publicReason.length > PUBLIC_REASON_MAX) throw new Error(`A public reason has at most ${PUBLIC_REASON_MAX} characters.`);
  const from = REACHABLE_FROM[status];
  const updated =
    from.length === 0
      ? []
      : await tx
          .update(publicRecords)
          .set({ status, reason: publicReason, updatedAt: new Date() })
          .where(and(eq(publicRecords.reference, reference), inArray(publicRecords.status, [...from])))
          .returning({ reference: publicRecords.reference });
  if (updated.length === 0) {
    const found = await findPublicRecord(tx, reference);
    throw new Error(found ? `A ${found.status} record cannot become ${status} (${reference}).` : `No public record ${reference}.`);
  }
}

/** A record as the public page shows it, or null. `reference` in its printed form (common/public-reference.ts). */
export async function findPublicRecord(db: DbOrTx, reference: string): Promise<PublicRecordResponse | null> {
  const [record] = await db
    .select({
      reference: publicRecords.reference,
      kind: publicRecords.kind,
      status: publicRecords.status,
      statement: publicRecords.statement,
      reason: publicRecords.reason,
      updatedAt: publicRecords.updatedAt,
    })
    .from(publicRecords)
    .where(eq(publicRecords.reference, reference));
  return record ? { ...record, updatedAt: record.updatedAt.toISOString() } : null;
}
