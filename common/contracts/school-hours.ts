import { z } from 'zod';
import { EVALUATION_OUTCOMES, PLACEMENT_STATUSES } from '../enums';
import { keyed, keyedIssue } from '../messages';
import { isRealDay } from './placements';

// The school's views of its students' hours and evaluations (docs/product/placement-hours.md#the-schools-views),
// and the student's own total. Only verified (and approved) hours count anywhere here.

/** A period of shift dates, both inclusive; at most 366 days. */
export const hoursPeriodQuery = z
  .object({
    from: z.string(keyed('placements.dateFormat')).refine(isRealDay, keyed('placements.dateFormat')),
    to: z.string(keyed('placements.dateFormat')).refine(isRealDay, keyed('placements.dateFormat')),
  })
  .superRefine((value, ctx) => {
    if (!isRealDay(value.from) || !isRealDay(value.to)) return;
    const days = (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue('hours.periodOrder') });
    else if (days > 366) ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue('hours.periodTooLong', { max: 366 }) });
  });

/** One student's verified hours on one placement in the period. */
export const schoolHoursRowSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  placementId: z.uuid(),
  jobTitle: z.string(),
  employerName: z.string(),
  verifiedMinutes: z.number().int(),
  shifts: z.number().int().describe('Verified and approved shifts in the period'),
});
export const schoolHoursResponse = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(schoolHoursRowSchema),
  totalMinutes: z.number().int(),
});
export type SchoolHoursResponse = z.infer<typeof schoolHoursResponse>;

export const OVERDUE_KINDS = ['hours_unverified', 'evaluation_missing', 'reflection_missing', 'sign_off_waiting'] as const;
export type OverdueKind = (typeof OVERDUE_KINDS)[number];

/** One thing overdue on one placement: since when, and how many hours wait for verification (hours only). */
export const overdueItemSchema = z.object({
  placementId: z.uuid(),
  studentName: z.string(),
  jobTitle: z.string(),
  kind: z.enum(OVERDUE_KINDS),
  since: z.string().describe('ISO 8601: when it became due'),
  pendingMinutes: z.number().int().nullable(),
});
/** The oldest first, at most `limit`; `total` counts them all. */
export const overdueResponse = z.object({ items: z.array(overdueItemSchema), total: z.number().int() });
export type OverdueResponse = z.infer<typeof overdueResponse>;
export const overdueQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** One placement of a student, as the school's student page lists it. */
export const studentPlacementSummarySchema = z.object({
  placementId: z.uuid(),
  jobTitle: z.string(),
  employerName: z.string(),
  status: z.enum(PLACEMENT_STATUSES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  verifiedMinutes: z.number().int(),
  evaluation: z.object({ outcome: z.enum(EVALUATION_OUTCOMES), averageRating: z.number().nullable(), wouldHostAgain: z.boolean() }).nullable(),
  certificateReference: z.string().nullable(),
});
export const studentPlacementsSummaryResponse = z.object({
  placements: z.array(studentPlacementSummarySchema),
  verifiedMinutes: z.number().int(),
});
export type StudentPlacementsSummaryResponse = z.infer<typeof studentPlacementsSummaryResponse>;

/** The student's own verified hours across their placements (their dashboard). */
export const myVerifiedHoursResponse = z.object({ verifiedMinutes: z.number().int(), placements: z.number().int() });
