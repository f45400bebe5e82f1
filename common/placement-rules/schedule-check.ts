// A placement's weekly schedule against the limits of a pack for the student's age
// (docs/product/placements.md#rule-packs). A school week's Monday to Friday are school days, its
// weekend and every day of a holiday week are not; a holiday inside a school week is still counted
// as a school day (the stricter reading). A schedule over any limit cannot go out for signature.

import { minutesOfDay, minutesWorked, weeklyMinutes, type ScheduleDay, type WeeklySchedule } from '../placement-schedule';
import type { DayKind, PlacementRule, RulePack, RuleViolation, ViolationMeasure, WeekKind } from './types';

export type SchedulePeriod = 'school' | 'holiday';

/** The hours almost every school day covers, when the caller does not know the school's own. */
export const DEFAULT_SCHOOL_DAY = { start: '09:00', end: '15:00' } as const;

export interface ScheduleCheckOptions {
  /** The school's own hours ("HH:MM"), when known; else DEFAULT_SCHOOL_DAY. */
  schoolDay?: { start: string; end: string };
  /**
   * The placement is itself the school's program (co-operative education, work experience): it may
   * take place during school hours. The other limits still apply.
   */
  schoolProgram?: boolean;
}

function appliesToAge(rule: PlacementRule, age: number): boolean {
  return age >= rule.ages.from && (rule.ages.to === null || age <= rule.ages.to);
}

function isSchoolDay(day: ScheduleDay, period: SchedulePeriod): boolean {
  return period === 'school' && day.weekday <= 5;
}

function dayMatches(days: DayKind, day: ScheduleDay, period: SchedulePeriod): boolean {
  if (days === 'any') return true;
  return (days === 'school') === isSchoolDay(day, period);
}

function weekMatches(weeks: WeekKind, period: SchedulePeriod): boolean {
  return weeks === 'any' || weeks === period;
}

function violation(rule: PlacementRule, measure: ViolationMeasure, found: number, limit: number, day?: ScheduleDay): RuleViolation {
  return {
    ruleId: rule.id,
    kind: rule.limit.kind,
    text: rule.text,
    source: rule.source,
    measure,
    found,
    limit,
    ...(day ? { weekday: day.weekday } : {}),
  };
}

/** The start and end of a day in minutes after midnight, or null when its times are not valid. */
function span(day: ScheduleDay): { start: number; end: number } | null {
  const start = minutesOfDay(day.start);
  const end = minutesOfDay(day.end);
  return start === null || end === null ? null : { start, end };
}

/** A working day that overlaps the window: its start (limit: the window's end) or its end (limit: the window's start). */
function overlapOf(rule: PlacementRule, day: ScheduleDay, window: { start: number; end: number }): RuleViolation | null {
  const times = span(day);
  if (!times || times.start >= window.end || times.end <= window.start) return null;
  return times.start >= window.start ? violation(rule, 'start', times.start, window.end, day) : violation(rule, 'end', times.end, window.start, day);
}

function ruleViolations(rule: PlacementRule, schedule: WeeklySchedule, period: SchedulePeriod, options: ScheduleCheckOptions): RuleViolation[] {
  const limit = rule.limit;
  switch (limit.kind) {
    case 'minimumAge':
      return [];
    case 'maxMinutesPerDay':
      return schedule.days
        .filter((day) => dayMatches(limit.days, day, period) && minutesWorked(day) > limit.minutes)
        .map((day) => violation(rule, 'day', minutesWorked(day), limit.minutes, day));
    case 'maxMinutesPerWeek': {
      const total = weeklyMinutes(schedule);
      return weekMatches(limit.weeks, period) && total > limit.minutes ? [violation(rule, 'week', total, limit.minutes)] : [];
    }
    case 'maxMinutesMondayToFriday': {
      const total = weeklyMinutes({ days: schedule.days.filter((day) => day.weekday <= 5) });
      return weekMatches(limit.weeks, period) && total > limit.minutes ? [violation(rule, 'monday-to-friday', total, limit.minutes)] : [];
    }
    case 'workingDayWindow': {
      const earliest = minutesOfDay(limit.earliestStart) ?? 0;
      const latest = minutesOfDay(limit.latestEnd) ?? 24 * 60;
      return schedule.days
        .filter((day) => dayMatches(limit.days, day, period))
        .flatMap((day) => {
          const times = span(day);
          if (!times) return [];
          const found: RuleViolation[] = [];
          if (times.start < earliest) found.push(violation(rule, 'start', times.start, earliest, day));
          if (times.end > latest) found.push(violation(rule, 'end', times.end, latest, day));
          return found;
        });
    }
    case 'outsideSchoolHours': {
      if (options.schoolProgram) return [];
      const hours = options.schoolDay ?? DEFAULT_SCHOOL_DAY;
      const window = { start: minutesOfDay(hours.start) ?? 0, end: minutesOfDay(hours.end) ?? 0 };
      return schedule.days.filter((day) => isSchoolDay(day, period)).flatMap((day) => overlapOf(rule, day, window) ?? []);
    }
  }
}

/**
 * Every limit of `pack` for a student of `age` that the schedule breaks in a `period` week ('school'
 * or 'holiday'), in the pack's order of rules, each with the rule's id, text and source, what was
 * found and the limit. Empty when it breaks none. Times that are not "HH:MM" are the schedule
 * validation's to refuse; here such a day counts no minutes and no times.
 */
export function scheduleViolations(
  pack: RulePack,
  age: number,
  schedule: WeeklySchedule,
  period: SchedulePeriod,
  options: ScheduleCheckOptions = {},
): RuleViolation[] {
  return pack.rules.filter((rule) => appliesToAge(rule, age)).flatMap((rule) => ruleViolations(rule, schedule, period, options));
}
