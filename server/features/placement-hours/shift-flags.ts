import type { ShiftFlag } from '@common/contracts/placement-hours';
import type { ShiftStatus } from '@common/enums';
import { ageOn, isCalendarDay, RULE_PACKS, rulePackFor, scheduleViolations, type RulePack, type SchedulePeriod } from '@common/placement-rules';
import type { ScheduleDay, Weekday } from '@common/placement-schedule';

// A shift's flags (docs/product/placement-hours.md#flags): the limits it breaks, read against the rule
// pack the agreement was signed under for the student's age on the shift's date, with every other
// shift of its ISO week (a week's limits depend on them all). Pure: the service reads the rows and
// writes the flags back. A flag blocks nothing: the hours were worked; the school decides.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The flag of a day before the agreement's start date or after its end date. */
export const OUTSIDE_DATES_RULE = 'outside_dates';

const outsideDatesFlag: ShiftFlag = {
  ruleId: OUTSIDE_DATES_RULE,
  measure: 'date',
  found: 0,
  limit: 0,
  text: { en: 'Outside the agreement’s dates', fr: 'En dehors des dates de la convention' },
  citation: null,
};

/** A shift as the flags read it. */
export interface FlaggedShift {
  id: string;
  workDate: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  status: ShiftStatus;
}

/** What the placement brings: its pack, the student's date of birth, the agreement's dates, whether a school runs it. */
export interface FlagContext {
  pack: RulePack;
  /** Unknown: no rule-pack flag (a limit depends on the age), only the dates'. */
  dateOfBirth: string | null;
  /** The agreement's dates (always set once it was signed). */
  startDate: string | null;
  endDate: string | null;
  /** A placement with a school is the school's program: school hours do not apply to it. */
  schoolProgram: boolean;
}

const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(day: string): Weekday {
  const weekday = utcDay(day).getUTCDay();
  return (weekday === 0 ? 7 : weekday) as Weekday;
}

/** The Monday and Sunday of the ISO week `day` falls in. */
export function isoWeekOf(day: string): { monday: string; sunday: string } {
  const monday = new Date(utcDay(day).getTime() - (isoWeekdayOf(day) - 1) * DAY_MS);
  return { monday: monday.toISOString().slice(0, 10), sunday: new Date(monday.getTime() + 6 * DAY_MS).toISOString().slice(0, 10) };
}

/** 1 July to 31 August and 21 December to 3 January are holidays; any other day a school week's (the stricter reading). */
export function periodOf(day: string): SchedulePeriod {
  const monthDay = day.slice(5);
  const holiday = (monthDay >= '07-01' && monthDay <= '08-31') || monthDay >= '12-21' || monthDay <= '01-03';
  return holiday ? 'holiday' : 'school';
}

/** The pack the agreement's version was signed under; without one (or one FirstRung no longer holds), the workplace's on that day. */
export function packOf(
  signed: { jurisdiction: string; version: number } | null,
  region: string | null | undefined,
  startDate: string | null,
): RulePack {
  const exact = signed ? RULE_PACKS.find((pack) => pack.jurisdiction === signed.jurisdiction && pack.version === signed.version) : undefined;
  return exact ?? rulePackFor(region, startDate && isCalendarDay(startDate) ? startDate : new Date().toISOString().slice(0, 10));
}

/** An absent day counts nothing; every other state is a day the student says they worked. */
const worked = (shift: FlaggedShift) => shift.status !== 'absent';

/**
 * The flags of each shift of one ISO week (`week`: every shift of that week), by shift id. Day
 * limits flag the day at fault; week limits flag every worked day of the week.
 */
export function weekFlags(context: FlagContext, week: readonly FlaggedShift[]): Map<string, ShiftFlag[]> {
  const days: ScheduleDay[] = week
    .filter(worked)
    .map((shift) => ({ weekday: isoWeekdayOf(shift.workDate), start: shift.startTime, end: shift.endTime, breakMinutes: shift.breakMinutes }));
  const flags = new Map<string, ShiftFlag[]>();
  for (const shift of week) {
    if (!worked(shift)) {
      flags.set(shift.id, []);
      continue;
    }
    const found: ShiftFlag[] = [];
    const before = context.startDate !== null && shift.workDate < context.startDate;
    const after = context.endDate !== null && shift.workDate > context.endDate;
    if (before || after) found.push(outsideDatesFlag);
    if (context.dateOfBirth && context.dateOfBirth <= shift.workDate) {
      const weekday = isoWeekdayOf(shift.workDate);
      const age = ageOn(context.dateOfBirth, shift.workDate);
      const violations = scheduleViolations(context.pack, age, { days }, periodOf(shift.workDate), { schoolProgram: context.schoolProgram });
      for (const violation of violations) {
        if (violation.weekday !== undefined && violation.weekday !== weekday) continue;
        found.push({
          ruleId: violation.ruleId,
          measure: violation.measure,
          found: violation.found,
          limit: violation.limit,
          text: violation.text,
          citation: violation.source.citation,
        });
      }
    }
    flags.set(shift.id, found);
  }
  return flags;
}

/** The rules flagged now that were not before: each is news (told once per shift and rule). */
export function newRuleIds(before: readonly ShiftFlag[], after: readonly ShiftFlag[]): string[] {
  const old = new Set(before.map((flag) => flag.ruleId));
  return [...new Set(after.map((flag) => flag.ruleId))].filter((ruleId) => !old.has(ruleId));
}
