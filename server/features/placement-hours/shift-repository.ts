import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Shift } from '@common/contracts/placement-hours';
import type { ShiftStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { placementClosures, placementShifts, placementVersions, studentProfiles } from '../../db/schema';

// The shifts of a placement as stored (server/db/schema/placement-hours.ts) and as the API answers
// them, and what the flags read of the placement: the pack its agreement was signed under, the
// student's date of birth, how it ended.

export type ShiftRow = typeof placementShifts.$inferSelect;

/** The minutes not counted yet: the student says they worked them, nobody verified them. */
const PENDING_STATUSES: readonly ShiftStatus[] = ['logged', 'awaiting_supervisor', 'disputed'];

export function toShift(row: ShiftRow): Shift {
  const corrected = row.correctedStartTime !== null && row.correctedEndTime !== null;
  return {
    id: row.id,
    workDate: row.workDate,
    startTime: row.startTime,
    endTime: row.endTime,
    breakMinutes: row.breakMinutes,
    minutes: row.minutes,
    activities: row.activities,
    status: row.status,
    flags: row.flags,
    supervisorNote: row.supervisorNote,
    correction: corrected
      ? { startTime: row.correctedStartTime!, endTime: row.correctedEndTime!, breakMinutes: row.correctedBreakMinutes ?? 0 }
      : null,
    verifiedBy: (row.verifiedBy as Shift['verifiedBy']) ?? null,
    verifyReason: row.verifyReason,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** The placement's shifts, newest first. */
export function listShifts(db: DbOrTx, placementId: string): Promise<ShiftRow[]> {
  return db.select().from(placementShifts).where(eq(placementShifts.placementId, placementId)).orderBy(desc(placementShifts.workDate));
}

/** One shift of the placement, locked for a change; null when the placement has no such shift. */
export async function lockShift(tx: DbOrTx, placementId: string, shiftId: string): Promise<ShiftRow | null> {
  const [row] = await tx
    .select()
    .from(placementShifts)
    .where(and(eq(placementShifts.id, shiftId), eq(placementShifts.placementId, placementId)))
    .for('update');
  return row ?? null;
}

/** The shift of that date, if one was logged. */
export async function shiftOnDate(tx: DbOrTx, placementId: string, workDate: string): Promise<ShiftRow | null> {
  const [row] = await tx
    .select()
    .from(placementShifts)
    .where(and(eq(placementShifts.placementId, placementId), eq(placementShifts.workDate, workDate)));
  return row ?? null;
}

/** The shifts from `from` to `to` (dates, inclusive), oldest first. */
export function shiftsBetween(tx: DbOrTx, placementId: string, from: string, to: string): Promise<ShiftRow[]> {
  return tx
    .select()
    .from(placementShifts)
    .where(and(eq(placementShifts.placementId, placementId), gte(placementShifts.workDate, from), lte(placementShifts.workDate, to)))
    .orderBy(asc(placementShifts.workDate));
}

/** Logged, awaiting and disputed minutes: what the student says they worked and nobody has verified yet. */
export async function pendingMinutesOf(db: DbOrTx, placementId: string): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${placementShifts.minutes}), 0)::int` })
    .from(placementShifts)
    .where(and(eq(placementShifts.placementId, placementId), inArray(placementShifts.status, [...PENDING_STATUSES])));
  return Number(row?.minutes ?? 0);
}

/** The rule pack the current version of the agreement was checked against when it went out; null before. */
export async function signedRulePackOf(db: DbOrTx, placementId: string, version: number): Promise<{ jurisdiction: string; version: number } | null> {
  const [row] = await db
    .select({ rulePack: placementVersions.rulePack })
    .from(placementVersions)
    .where(and(eq(placementVersions.placementId, placementId), eq(placementVersions.version, version)));
  return row?.rulePack ?? null;
}

/** The student's date of birth on their profile (the agreement's own comes first). */
export async function profileDateOfBirthOf(db: DbOrTx, studentId: string): Promise<string | null> {
  const [row] = await db.select({ dateOfBirth: studentProfiles.dateOfBirth }).from(studentProfiles).where(eq(studentProfiles.userId, studentId));
  return row?.dateOfBirth ?? null;
}

/** How the placement ended, as far as the log cares: signed off (no more logging), the supervisor's outcome. */
export async function closureOf(db: DbOrTx, placementId: string): Promise<{ signedOffAt: Date | null; outcome: string | null } | null> {
  const [row] = await db
    .select({ signedOffAt: placementClosures.signedOffAt, outcome: placementClosures.outcome })
    .from(placementClosures)
    .where(eq(placementClosures.placementId, placementId));
  return row ?? null;
}
