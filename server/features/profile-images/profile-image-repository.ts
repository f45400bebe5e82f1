import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileImages, users } from '../../db/schema';

export interface StoredProfileImage {
  storageKey: string;
  contentType: string;
}

/** A user's image and their role (whose rule decides who sees it), or null when they have none. */
export async function findProfileImage(db: DbOrTx, userId: string): Promise<(StoredProfileImage & { role: string }) | null> {
  const [row] = await db
    .select({ storageKey: profileImages.storageKey, contentType: profileImages.contentType, role: users.role })
    .from(profileImages)
    .innerJoin(users, eq(users.id, profileImages.userId))
    .where(eq(profileImages.userId, userId));
  return row ?? null;
}

/**
 * Records the user's new image and its address on the user (the current user's profileImageUrl);
 * answers the key of the image it replaced, for the caller to delete once this has committed.
 */
export async function saveProfileImage(
  tx: DbOrTx,
  userId: string,
  image: StoredProfileImage & { sizeBytes: number; url: string; uploadedAt: Date },
): Promise<string | null> {
  const [before] = await tx
    .select({ storageKey: profileImages.storageKey })
    .from(profileImages)
    .where(eq(profileImages.userId, userId))
    .for('update');
  const values = { storageKey: image.storageKey, contentType: image.contentType, sizeBytes: image.sizeBytes, updatedAt: image.uploadedAt };
  await tx
    .insert(profileImages)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profileImages.userId, set: values });
  await tx.update(users).set({ image: image.url, updatedAt: new Date() }).where(eq(users.id, userId));
  return before?.storageKey ?? null;
}

/** Removes the user's image record and address; answers the key of the file to delete, or null. */
export async function deleteProfileImage(tx: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await tx.delete(profileImages).where(eq(profileImages.userId, userId)).returning({ storageKey: profileImages.storageKey });
  await tx.update(users).set({ image: null, updatedAt: new Date() }).where(eq(users.id, userId));
  return row?.storageKey ?? null;
}
