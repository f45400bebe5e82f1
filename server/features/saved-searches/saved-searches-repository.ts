import { and, asc, count, eq } from 'drizzle-orm';
import { DEFAULT_JOB_SORT, JOB_SORTS, type JobSort } from '@common/contracts/jobs';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@common/contracts/saved-searches';
import type { DbOrTx } from '../../db/client';
import { savedSearches, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';

// Saved searches rules: docs/product/jobs.md#saved-searches.

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  q: savedSearches.q,
  city: savedSearches.city,
  industries: savedSearches.industries,
  types: savedSearches.types,
  sort: savedSearches.sort,
  paid: savedSearches.paid,
  maxHours: savedSearches.maxHours,
  startFrom: savedSearches.startFrom,
  minPlaces: savedSearches.minPlaces,
  responsive: savedSearches.responsive,
  near: savedSearches.near,
  withinKm: savedSearches.withinKm,
  createdAt: savedSearches.createdAt,
};

type Column<K extends keyof typeof columns> = (typeof columns)[K]['_'];
/** A row as the columns read it: a column that may be null (the work filters' numbers and day) may read null. */
type Row = { [K in keyof typeof columns]: Column<K>['notNull'] extends true ? Column<K>['data'] : Column<K>['data'] | null };

function toSavedSearch(row: Row): SavedSearch {
  return {
    ...row,
    sort: (JOB_SORTS as readonly string[]).includes(row.sort) ? (row.sort as JobSort) : DEFAULT_JOB_SORT,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The student's saved searches, oldest first (the order they were saved in). */
export async function listSavedSearches(db: DbOrTx, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

export interface NewSavedSearch {
  name: string;
  q: string;
  city: string;
  industries: string[];
  types: string[];
  sort: JobSort;
  paid: boolean;
  maxHours: number | null;
  startFrom: string | null;
  minPlaces: number | null;
  responsive: boolean;
  near: string;
  withinKm: number | null;
}

/**
 * Saves a search, refusing the one past SAVED_SEARCHES_MAX. The student's user row is locked
 * first, so two saves at once cannot both see room for one more.
 */
export async function createSavedSearch(db: DbOrTx, userId: string, values: NewSavedSearch): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((existing?.n ?? 0) >= SAVED_SEARCHES_MAX) {
      throw new AppError('CONFLICT', msg('savedSearches.tooMany', { max: SAVED_SEARCHES_MAX }));
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, ...values })
      .returning(columns);
    return toSavedSearch(row!);
  });
}

/** Deletes one of the student's saved searches; false when it is not theirs (or not there). */
export async function deleteSavedSearch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}
