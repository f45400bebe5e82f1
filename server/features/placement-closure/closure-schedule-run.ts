import type { AppDeps } from '../../app-deps';

// The end of a placement in the placements' hourly run (docs/product/placement-hours.md#evaluation-and-reflection):
// a completed placement's supervisor asked for the evaluation (its placement_closures row written);
// on day 3 and day 10 after the end date, the missing evaluation and reflection reminded; with no
// school, the certificate issued once everything is in. Called by runPlacementSchedule with its clock.

export interface ClosureScheduleResult {
  evaluationsAsked: number;
  closureReminders: number;
  certificatesIssued: number;
}

export async function runClosureSchedule(_deps: AppDeps, _now: Date): Promise<ClosureScheduleResult> {
  return { evaluationsAsked: 0, closureReminders: 0, certificatesIssued: 0 };
}
