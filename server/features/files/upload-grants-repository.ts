import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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
}

const grantColumns = {
  id: uploadGrants.id,
  userId: uploadGrants.userId,
  purpose: uploadGrants.purpose,
  storageKey: uploadGrants.storageKey,
  maxBytes: uploadGrants.maxBytes,
  expiresAt: uploadGrants.expiresAt,
  usedAt: uploadGrants.usedAt,
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

/** Records that the file behind a grant was taken (S3 uploads never pass through the app). */
export async function markUploadGrantUsed(db: DbOrTx, grantId: string): Promise<void> {
  await db
    .update(uploadGrants)
    .set({ usedAt: sql`coalesce(${uploadGrants.usedAt}, now())` })
    .where(eq(uploadGrants.id, grantId));
}

/** Every storage key a user was ever granted (uploaded files not yet recorded included). */
export async function listUploadGrantKeys(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ storageKey: uploadGrants.storageKey }).from(uploadGrants).where(eq(uploadGrants.userId, userId));
  return rows.map((row) => row.storageKey);
}
