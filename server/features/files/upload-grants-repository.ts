import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploadGrants } from '../../db/schema';

export type UploadPurpose = 'resume';

export interface UploadGrant {
  id: string;
  userId: string;
  purpose: string;
  storageKey: string;
  maxBytes: number;
  expiresAt: Date;
  usedAt: Date | null;
  recordedAt: Date | null;
}

const grantColumns = {
  id: uploadGrants.id,
  userId: uploadGrants.userId,
  purpose: uploadGrants.purpose,
  storageKey: uploadGrants.storageKey,
  maxBytes: uploadGrants.maxBytes,
  expiresAt: uploadGrants.expiresAt,
  usedAt: uploadGrants.usedAt,
  recordedAt: uploadGrants.recordedAt,
};

export async function createUploadGrant(
  db: DbOrTx,
  input: { userId: string; purpose: UploadPurpose; storageKey: string; maxBytes: number; ttlSeconds: number },
): Promise<UploadGrant> {
  const [row] = await db
    .insert(uploadGrants)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      storageKey: input.storageKey,
      maxBytes: input.maxBytes,
      expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
    })
    .returning(grantColumns);
  return row!;
}

export async function findUploadGrant(db: DbOrTx, where: { id: string } | { storageKey: string }): Promise<UploadGrant | null> {
  const [row] = await db
    .select(grantColumns)
    .from(uploadGrants)
    .where('id' in where ? eq(uploadGrants.id, where.id) : eq(uploadGrants.storageKey, where.storageKey));
  return row ?? null;
}

/** Marks an unused, unexpired grant of `userId` used, atomically: two uploads cannot both win. */
export async function claimUploadGrant(db: DbOrTx, grantId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(uploadGrants)
    .set({ usedAt: new Date() })
    .where(and(eq(uploadGrants.id, grantId), eq(uploadGrants.userId, userId), isNull(uploadGrants.usedAt), gt(uploadGrants.expiresAt, sql`now()`)))
    .returning({ id: uploadGrants.id });
  return rows.length > 0;
}

/** A failed upload gives its grant back, so the browser may retry before it expires. */
export async function releaseUploadGrant(db: DbOrTx, grantId: string): Promise<void> {
  await db.update(uploadGrants).set({ usedAt: null }).where(eq(uploadGrants.id, grantId));
}

/** A local upload arrived with this many bytes: they count toward the user's file space until recorded or swept. */
export async function setUploadSize(db: DbOrTx, grantId: string, sizeBytes: number): Promise<void> {
  await db.update(uploadGrants).set({ sizeBytes }).where(eq(uploadGrants.id, grantId));
}

/**
 * Takes the grant's upload for recording, atomically and once: a second record call with the same
 * address (or a replayed upload behind it) can never replace the file accepted by the first.
 */
export async function claimGrantForRecording(db: DbOrTx, grantId: string): Promise<boolean> {
  const rows = await db
    .update(uploadGrants)
    .set({ recordedAt: new Date(), usedAt: sql`coalesce(${uploadGrants.usedAt}, now())` })
    .where(and(eq(uploadGrants.id, grantId), isNull(uploadGrants.recordedAt)))
    .returning({ id: uploadGrants.id });
  return rows.length > 0;
}

export interface SweptGrant {
  storageKey: string;
  recorded: boolean;
  /** A student profile names this key as its resume (a grant recorded before recorded_at existed). */
  inUse: boolean;
}

/**
 * Deletes up to `limit` grants that expired before `cutoff` and returns them. The delete is the
 * claim: when several servers sweep at once, each grant is returned to exactly one of them.
 */
export async function deleteExpiredGrants(db: DbOrTx, cutoff: Date, limit: number): Promise<SweptGrant[]> {
  const batch = db.select({ id: uploadGrants.id }).from(uploadGrants).where(lt(uploadGrants.expiresAt, cutoff)).limit(limit);
  const rows = await db
    .delete(uploadGrants)
    .where(inArray(uploadGrants.id, batch))
    .returning({
      storageKey: uploadGrants.storageKey,
      recordedAt: uploadGrants.recordedAt,
      inUse: sql<boolean>`exists (select 1 from student_profiles where student_profiles.resume_key = ${uploadGrants.storageKey})`,
    });
  return rows.map((row) => ({ storageKey: row.storageKey, recorded: row.recordedAt !== null, inUse: Boolean(row.inUse) }));
}
