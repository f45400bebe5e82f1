import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { applications, placementFiles, placements } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';

// A placement's files (placement-files.ts) are rows with a storage key: the database deletes the rows
// with the placement (a cascade from its application, its student or its employer), never the bytes.
// So whatever deletes placements first collects their files' keys here, in its own transaction, and
// removes them from storage once it has committed (docs/product/placements.md#the-agreements-files).

/**
 * The storage keys of every file of the placements `where` selects. The placements are locked first,
 * so that an upload to one of them (which locks it too) either committed before and is listed, or
 * waits, finds the placement gone and deletes its own bytes.
 */
async function fileKeysOf(tx: DbOrTx, where: SQL | undefined): Promise<string[]> {
  const locked = await tx.select({ id: placements.id }).from(placements).where(where).for('update');
  if (locked.length === 0) return [];
  const rows = await tx
    .select({ key: placementFiles.storageKey })
    .from(placementFiles)
    .where(
      inArray(
        placementFiles.placementId,
        locked.map((row) => row.id),
      ),
    );
  return rows.map((row) => row.key);
}

/** The files of the placements a user is a party to as their student or their employer (an account deletion). */
export const placementFileKeysOfParty = (tx: DbOrTx, userId: string): Promise<string[]> =>
  fileKeysOf(tx, or(eq(placements.studentId, userId), eq(placements.employerId, userId)));

/** The files of the placements of a posting's applications (the posting's deletion). */
export const placementFileKeysOfJob = (tx: DbOrTx, jobId: string): Promise<string[]> =>
  fileKeysOf(tx, inArray(placements.applicationId, tx.select({ id: applications.id }).from(applications).where(eq(applications.jobId, jobId))));

/** After the commit, so a failed delete loses no data: the files' bytes go; what cannot be removed is logged. */
export async function removePlacementFiles(storage: FileStorage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = keys.filter((_key, index) => results[index]!.status === 'rejected');
  if (failed.length > 0) log.error({ keys: failed }, 'files of deleted placements could not be removed');
}
