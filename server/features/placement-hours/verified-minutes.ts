import { and, eq, inArray, sql } from 'drizzle-orm';
import { COUNTED_SHIFT_STATUSES } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { placementShifts } from '../../db/schema';

// Only verified hours count (docs/product/placement-hours.md#the-hours-log): the one sum every total,
// view, export and certificate reads.

/** The condition of a shift whose minutes count: verified or approved. */
export const countedShift = () => inArray(placementShifts.status, [...COUNTED_SHIFT_STATUSES]);

/** A placement's verified (and approved) minutes. */
export async function verifiedMinutesOf(db: DbOrTx, placementId: string): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${placementShifts.minutes}), 0)::int` })
    .from(placementShifts)
    .where(and(eq(placementShifts.placementId, placementId), countedShift()));
  return Number(row?.minutes ?? 0);
}
