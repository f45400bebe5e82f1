import type { AppDeps } from '../../app-deps';

// The hours' part of the placements' hourly run (docs/product/placement-hours.md#the-supervisor-needs-no-account):
// each Monday at the workplace, one e-mail per placement to its supervisor for the week just ended;
// the day after the end date, the final one; hours not verified HOURS_VERIFY_DAYS after their e-mail,
// the coordinator told once. Called by runPlacementSchedule (placements/placement-schedule-run.ts)
// with its clock.

export interface HoursScheduleResult {
  /** Supervisor e-mails queued (weekly and final). */
  hoursMails: number;
  /** Links whose hours went to the coordinator. */
  hoursOverdue: number;
}

export async function runHoursSchedule(_deps: AppDeps, _now: Date): Promise<HoursScheduleResult> {
  return { hoursMails: 0, hoursOverdue: 0 };
}
