import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PlacementHoursResponse, PlannedDay, Shift, shiftBody } from '@common/contracts/placement-hours';
import { EDITABLE_SHIFT_STATUSES, type ShiftStatus } from '@common/enums';
import { minutesWorked } from '@common/placement-schedule';
import type { AppDeps } from '../../app-deps';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { placementShifts, users } from '../../db/schema';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import { AppError, forbidden, invalidField, notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { recordAudit } from '../admin/audit-log';
import { notifyPlacementStep } from '../notifications/placement-triggers';
import { readOwnPlacement } from '../placements/placement-access';
import { institutionProfileIdOf, lockPlacement, type LockedPlacement } from '../placements/placement-repository';
import { workplaceTimeZone } from '../placements/workplace-calendar';
import { isoWeekdayOf, isoWeekOf, newRuleIds, packOf, weekFlags, type FlagContext } from './shift-flags';
import {
  closureOf,
  listShifts,
  lockShift,
  pendingMinutesOf,
  profileDateOfBirthOf,
  shiftOnDate,
  shiftsBetween,
  signedRulePackOf,
  toShift,
  type ShiftRow,
} from './shift-repository';
import { verifiedMinutesOf } from './verified-minutes';

// The hours log's rules (docs/product/placement-hours.md#the-hours-log): the student logs one shift a
// day from the start of an active placement (or a completed one until sign-off), never a day to come;
// edits and deletes only what the supervisor has not been asked about (or disputed); every write
// re-reads the flags of the shift's ISO week. The school's coordinator (with no school, the
// employer) verifies on the supervisor's behalf with a reason; the school approves verified shifts.

type ShiftInput = z.output<typeof shiftBody>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `now` falls on at the workplace (its province's zone; UTC elsewhere). */
export function workplaceToday(region: string | null | undefined, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: workplaceTimeZone(region), year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const addDays = (day: string, days: number) => new Date(new Date(`${day}T00:00:00.000Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Why the student may not log on this placement now, or null when they may. */
async function loggingRefusal(db: DbOrTx, placement: { id: string; status: string }): Promise<AppError | null> {
  if (placement.status !== 'active' && placement.status !== 'completed') return new AppError('CONFLICT', 'hours.notActive');
  const closure = await closureOf(db, placement.id);
  if (closure?.outcome === 'did_not_show') return new AppError('CONFLICT', 'hours.didNotShow');
  if (closure?.signedOffAt) return new AppError('CONFLICT', 'hours.signedOff');
  return null;
}

/** What the planned days read of the agreement. */
interface AgreementDays {
  startDate: string | null;
  endDate: string | null;
  schedule: { days: ReadonlyArray<{ weekday: number; start: string; end: string; breakMinutes: number }> } | null;
}

/**
 * The agreement's days not logged yet, from the Monday of last week to today (and within the
 * agreement's dates): what the student's form offers to prefill.
 */
export function plannedDays(terms: AgreementDays, logged: ReadonlySet<string>, today: string): PlannedDay[] {
  const days = terms.schedule?.days ?? [];
  if (days.length === 0 || !terms.startDate || !terms.endDate) return [];
  const planned: PlannedDay[] = [];
  for (let day = addDays(isoWeekOf(today).monday, -7); day <= today; day = addDays(day, 1)) {
    if (day < terms.startDate || day > terms.endDate || logged.has(day)) continue;
    const scheduled = days.find((entry) => entry.weekday === isoWeekdayOf(day));
    if (scheduled) planned.push({ workDate: day, startTime: scheduled.start, endTime: scheduled.end, breakMinutes: scheduled.breakMinutes });
  }
  return planned.reverse();
}

/** GET …/hours: the parties and admins (anyone else: 404, as for the placement). */
export async function readHours(db: DbOrTx, auth: RequestAuth, placementId: string, now = new Date()): Promise<PlacementHoursResponse> {
  const placement = await readOwnPlacement(db, auth, placementId);
  const rows = await listShifts(db, placementId);
  const canLog = auth.user.id === placement.student.id && (await loggingRefusal(db, placement)) === null;
  const today = workplaceToday(placement.terms.workplace.region, now);
  return {
    shifts: rows.map(toShift),
    planned: canLog ? plannedDays(placement.terms, new Set(rows.map((row) => row.workDate)), today) : [],
    totals: { verifiedMinutes: await verifiedMinutesOf(db, placementId), pendingMinutes: await pendingMinutesOf(db, placementId) },
    canLog,
  };
}

/** What the flags of this placement's shifts are read against. */
async function flagContextOf(tx: DbOrTx, placement: LockedPlacement): Promise<FlagContext> {
  const signed = await signedRulePackOf(tx, placement.id, placement.version);
  return {
    pack: packOf(signed, placement.terms.workplace.region, placement.terms.startDate),
    dateOfBirth: placement.terms.studentDateOfBirth ?? (await profileDateOfBirthOf(tx, placement.studentId)),
    startDate: placement.terms.startDate,
    endDate: placement.terms.endDate,
    schoolProgram: placement.institutionId !== null,
  };
}

/**
 * Re-reads the flags of every shift of the ISO weeks of `days`, writes those that changed, and tells
 * the student and the school (with no school, the employer) of each rule newly flagged on a shift.
 */
async function reflagWeeks(deps: AppDeps, work: UnitOfWork, placement: LockedPlacement, days: readonly string[]): Promise<void> {
  const { tx } = work;
  const context = await flagContextOf(tx, placement);
  const weeks = new Map(days.map((day) => [isoWeekOf(day).monday, isoWeekOf(day)]));
  for (const week of weeks.values()) {
    const rows = await shiftsBetween(tx, placement.id, week.monday, week.sunday);
    const flags = weekFlags(context, rows);
    for (const row of rows) {
      const after = flags.get(row.id) ?? [];
      if (JSON.stringify(after) === JSON.stringify(row.flags)) continue;
      await tx.update(placementShifts).set({ flags: after }).where(eq(placementShifts.id, row.id));
      for (const ruleId of newRuleIds(row.flags, after)) {
        await notifyPlacementStep(deps, placement.id, 'hours_flagged', ['student', placement.institutionId ? 'institution' : 'employer'], work, {
          about: `${row.id}:${ruleId}`,
        });
      }
    }
  }
}

/** The student's own placement, locked, on which they may log now; anyone else's: 404. */
async function lockForLogging(tx: DbOrTx, studentId: string, placementId: string): Promise<LockedPlacement> {
  const placement = await lockPlacement(tx, placementId);
  if (!placement || placement.studentId !== studentId) throw notFound('placement');
  const refusal = await loggingRefusal(tx, placement);
  if (refusal) throw refusal;
  return placement;
}

/** A date that has not come yet at the workplace: 400; a date with a shift already (other than `except`): 409. */
async function checkDate(tx: DbOrTx, placement: LockedPlacement, workDate: string, now: Date, except?: string): Promise<void> {
  const today = workplaceToday(placement.terms.workplace.region, now);
  if (workDate > today) throw invalidField('workDate', msg('hours.futureDate', { today }));
  const existing = await shiftOnDate(tx, placement.id, workDate);
  if (existing && existing.id !== except) throw new AppError('CONFLICT', msg('hours.oneADay', { date: workDate }));
}

const timesOf = (body: ShiftInput) => ({
  workDate: body.workDate,
  startTime: body.startTime,
  endTime: body.endTime,
  breakMinutes: body.breakMinutes,
  minutes: minutesWorked({ weekday: 1, start: body.startTime, end: body.endTime, breakMinutes: body.breakMinutes }),
});

async function readShift(tx: DbOrTx, id: string): Promise<Shift> {
  const [row] = await tx.select().from(placementShifts).where(eq(placementShifts.id, id));
  return toShift(row!);
}

/** POST …/hours: the student logs a day. */
export async function logShift(deps: AppDeps, studentId: string, placementId: string, body: ShiftInput, now = new Date()): Promise<Shift> {
  return runUnitOfWork(deps, async (work) => {
    const placement = await lockForLogging(work.tx, studentId, placementId);
    await checkDate(work.tx, placement, body.workDate, now);
    const [row] = await work.tx
      .insert(placementShifts)
      .values({ placementId, ...timesOf(body), activities: body.activities })
      .returning({ id: placementShifts.id });
    await reflagWeeks(deps, work, placement, [body.workDate]);
    return readShift(work.tx, row!.id);
  });
}

/** The student's shift that they may still change: logged or disputed (409 otherwise). */
async function lockEditable(tx: DbOrTx, placementId: string, shiftId: string): Promise<ShiftRow> {
  const shift = await lockShift(tx, placementId, shiftId);
  if (!shift) throw notFound('shift');
  if (!EDITABLE_SHIFT_STATUSES.includes(shift.status)) throw new AppError('CONFLICT', 'hours.notEditable');
  return shift;
}

/** PUT …/hours/:shiftId: a logged day corrected; a disputed one goes back to logged (the next e-mail asks again). */
export async function updateShift(
  deps: AppDeps,
  studentId: string,
  ids: { id: string; shiftId: string },
  body: ShiftInput,
  now = new Date(),
): Promise<Shift> {
  return runUnitOfWork(deps, async (work) => {
    const placement = await lockForLogging(work.tx, studentId, ids.id);
    const shift = await lockEditable(work.tx, placement.id, ids.shiftId);
    await checkDate(work.tx, placement, body.workDate, now, shift.id);
    await work.tx
      .update(placementShifts)
      .set({
        ...timesOf(body),
        activities: body.activities,
        status: 'logged',
        supervisorLinkId: null,
        supervisorNote: null,
        correctedStartTime: null,
        correctedEndTime: null,
        correctedBreakMinutes: null,
      })
      .where(eq(placementShifts.id, shift.id));
    await reflagWeeks(deps, work, placement, [shift.workDate, body.workDate]);
    return readShift(work.tx, shift.id);
  });
}

/** DELETE …/hours/:shiftId. */
export async function removeShift(deps: AppDeps, studentId: string, ids: { id: string; shiftId: string }): Promise<void> {
  await runUnitOfWork(deps, async (work) => {
    const placement = await lockForLogging(work.tx, studentId, ids.id);
    const shift = await lockEditable(work.tx, placement.id, ids.shiftId);
    await work.tx.delete(placementShifts).where(eq(placementShifts.id, shift.id));
    await reflagWeeks(deps, work, placement, [shift.workDate]);
  });
}

/** The placement, locked, of which the caller is a party (404 otherwise); `coordinator`: the school, or with no school the employer (403 for the other parties). */
async function lockAsOrganisation(
  tx: DbOrTx,
  user: RequestAuth['user'],
  placementId: string,
  who: 'coordinator' | 'school',
): Promise<LockedPlacement> {
  const placement = await lockPlacement(tx, placementId);
  if (!placement) throw notFound('placement');
  const schoolId = user.role === 'institution' ? await institutionProfileIdOf(tx, user.id) : null;
  const isSchool = schoolId !== null && placement.institutionId === schoolId;
  const isEmployer = user.role === 'employer' && placement.employerId === user.id;
  if (!isSchool && !isEmployer) throw notFound('placement');
  if (who === 'coordinator' && isEmployer && placement.institutionId !== null) throw forbidden('hours.coordinatorOnly');
  if (who === 'school' && !isSchool) throw notFound('placement');
  return placement;
}

/** POST …/hours/:shiftId/verify: the coordinator verifies on the supervisor's behalf, with a reason (audited). */
export async function verifyShift(
  deps: AppDeps,
  request: FastifyRequest,
  user: RequestAuth['user'],
  ids: { id: string; shiftId: string },
  body: { reason: string; useCorrection: boolean },
  now = new Date(),
): Promise<Shift> {
  return runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    const placement = await lockAsOrganisation(tx, user, ids.id, 'coordinator');
    const shift = await lockShift(tx, placement.id, ids.shiftId);
    if (!shift) throw notFound('shift');
    const verifiable: readonly ShiftStatus[] = ['awaiting_supervisor', 'disputed'];
    if (!verifiable.includes(shift.status)) throw new AppError('CONFLICT', 'hours.notAwaiting');
    const corrected =
      shift.correctedStartTime !== null && shift.correctedEndTime !== null
        ? { startTime: shift.correctedStartTime, endTime: shift.correctedEndTime, breakMinutes: shift.correctedBreakMinutes ?? 0 }
        : null;
    if (body.useCorrection && !corrected) throw new AppError('CONFLICT', 'hours.noCorrection');
    const times =
      body.useCorrection && corrected
        ? {
            ...corrected,
            minutes: minutesWorked({ weekday: 1, start: corrected.startTime, end: corrected.endTime, breakMinutes: corrected.breakMinutes }),
          }
        : {};
    await tx
      .update(placementShifts)
      .set({ ...times, status: 'verified', verifiedBy: 'coordinator', verifiedByUserId: user.id, verifyReason: body.reason, verifiedAt: now })
      .where(eq(placementShifts.id, shift.id));
    if (body.useCorrection) await reflagWeeks(deps, work, placement, [shift.workDate]);
    const [student] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, placement.studentId));
    await recordAudit(tx, request, {
      action: 'placement.hours_verify',
      actor: { id: user.id, email: user.email },
      target: student ?? null,
      details: { placementId: placement.id, shiftId: shift.id, workDate: shift.workDate, reason: body.reason, useCorrection: body.useCorrection },
    });
    return readShift(tx, shift.id);
  });
}

/** POST …/hours/approve: the school approves verified shifts of this placement; any other in the list: 409, none approved. */
export async function approveShifts(deps: AppDeps, user: RequestAuth['user'], placementId: string, shiftIds: readonly string[], now = new Date()) {
  return runUnitOfWork(deps, async ({ tx }) => {
    const placement = await lockAsOrganisation(tx, user, placementId, 'school');
    const ids = [...new Set(shiftIds)];
    const approved = await tx
      .update(placementShifts)
      .set({ status: 'approved', approvedAt: now, approvedByUserId: user.id })
      .where(and(eq(placementShifts.placementId, placement.id), inArray(placementShifts.id, ids), eq(placementShifts.status, 'verified')))
      .returning({ id: placementShifts.id });
    // Every one or none: the transaction rolls back the others.
    if (approved.length !== ids.length) throw new AppError('CONFLICT', 'hours.notVerified');
    return { approved: approved.length };
  });
}
