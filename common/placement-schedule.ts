// A placement's working time as its agreement states it (docs/product/placements.md#the-agreement):
// the days of the week with their hours and breaks, in the workplace's own wall-clock time. The rule
// packs (common/placement-rules/) check it against the limits for the student's age; the agreement,
// its PDF and the hours log (a later issue) read it. No zod here: pure types and helpers.

/** 1 = Monday … 7 = Sunday (ISO 8601). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One working day of the week: from `start` to `end` ("HH:MM", 24 h, same day), minus its unpaid breaks. */
export interface ScheduleDay {
  weekday: Weekday;
  start: string;
  end: string;
  breakMinutes: number;
}

/** The week's schedule. A day appears at most once; a week with no day is not a schedule. */
export interface WeeklySchedule {
  days: ScheduleDay[];
}

/** "HH:MM" → minutes after midnight, or null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The minutes worked on one day: its span less its breaks (0 when the times are not valid). */
export function minutesWorked(day: ScheduleDay): number {
  const start = minutesOfDay(day.start);
  const end = minutesOfDay(day.end);
  if (start === null || end === null || end <= start) return 0;
  return Math.max(0, end - start - day.breakMinutes);
}

/** The minutes worked in the week. */
export function weeklyMinutes(schedule: WeeklySchedule): number {
  return schedule.days.reduce((total, day) => total + minutesWorked(day), 0);
}
