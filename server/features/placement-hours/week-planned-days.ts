import type { PlannedDay } from '@common/contracts/placement-hours';
import type { ScheduleDay } from '@common/placement-schedule';

// The days an agreement's weekly schedule plans in a period (docs/product/placement-hours.md#the-supervisor-needs-no-account):
// the supervisor's e-mail and page show them beside the logged shifts, for reference. Only the days
// between the agreement's start and end dates count; an agreement in hours a week (no schedule) plans none.

const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;
const isoDayOf = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

export interface PlannedDaysInput {
  schedule: { days: ScheduleDay[] } | null;
  startDate: string | null;
  endDate: string | null;
}

/** The planned days from `from` to `to` (inclusive, "YYYY-MM-DD"), oldest first. */
export function plannedDaysBetween(terms: PlannedDaysInput, from: string, to: string): PlannedDay[] {
  if (!terms.schedule || !terms.startDate || !terms.endDate) return [];
  const first = Math.max(dayNumber(from), dayNumber(terms.startDate));
  const last = Math.min(dayNumber(to), dayNumber(terms.endDate));
  const planned: PlannedDay[] = [];
  for (let dayNo = first; dayNo <= last; dayNo += 1) {
    // 1970-01-01 (day 0) was a Thursday: ISO weekday 4.
    const weekday = ((((dayNo + 3) % 7) + 7) % 7) + 1;
    const day = terms.schedule.days.find((candidate) => candidate.weekday === weekday);
    if (day) planned.push({ workDate: isoDayOf(dayNo), startTime: day.start, endTime: day.end, breakMinutes: day.breakMinutes });
  }
  return planned;
}
