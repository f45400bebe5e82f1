import { z } from 'zod';
import { SHIFT_ACTIVITIES_MAX, SUPERVISOR_NOTE_MAX } from '../constants';
import { SHIFT_ANSWERS, SHIFT_STATUSES, SHIFT_VERIFIERS } from '../enums';
import { keyed, keyedIssue } from '../messages';
import { minutesOfDay } from '../placement-schedule';
import { day, timeOfDay } from './placements';

// The hours log of a placement (docs/product/placement-hours.md#the-hours-log): what the student
// logs for a day, what the API answers (each shift with its state and flags, the agreement's planned
// days, the totals), the supervisor's answers through their single-use link, and the coordinator's
// verification on the supervisor's behalf.

const breakMinutes = z.number(keyed('placements.breakRange')).int(keyed('placements.breakRange')).min(0, keyed('placements.breakRange'));

/** Start, end and break of a day: the end after the start, the break shorter than the span. */
function checkTimes(value: { startTime: string; endTime: string; breakMinutes: number }, ctx: z.RefinementCtx) {
  const start = minutesOfDay(value.startTime);
  const end = minutesOfDay(value.endTime);
  if (start === null || end === null) return;
  if (end <= start) ctx.addIssue({ code: 'custom', path: ['endTime'], ...keyedIssue('placements.endTimeAfterStart') });
  else if (value.breakMinutes >= end - start) ctx.addIssue({ code: 'custom', path: ['breakMinutes'], ...keyedIssue('placements.breakRange') });
}

const times = { startTime: timeOfDay, endTime: timeOfDay, breakMinutes };

/** One day's work as the student logs it (one shift per date; a date in the future: 400). */
export const shiftBody = z
  .object({
    workDate: day,
    ...times,
    activities: z
      .string()
      .trim()
      .max(SHIFT_ACTIVITIES_MAX, keyed('placements.tooLong', { max: SHIFT_ACTIVITIES_MAX }))
      .default(''),
  })
  .superRefine(checkTimes);
export type ShiftBody = z.input<typeof shiftBody>;

export const shiftParams = z.object({ id: z.uuid(keyed('notFound.placement')), shiftId: z.uuid(keyed('notFound.shift')) });

/**
 * A limit a shift breaks: a rule of the agreement's rule pack (its id, what was measured, the limit,
 * the rule's sentence and citation in both languages), or `outside_dates` (before the start date or
 * after the end date; `measure` 'date', `found` and `limit` 0).
 */
export const shiftFlagSchema = z.object({
  ruleId: z.string(),
  measure: z.enum(['age', 'day', 'week', 'monday-to-friday', 'start', 'end', 'date']),
  found: z.number(),
  limit: z.number(),
  text: z.object({ en: z.string(), fr: z.string() }),
  citation: z.object({ en: z.string(), fr: z.string() }).nullable(),
});
export type ShiftFlag = z.infer<typeof shiftFlagSchema>;

const correctionSchema = z.object({ startTime: z.string(), endTime: z.string(), breakMinutes: z.number().int() });

export const shiftSchema = z.object({
  id: z.uuid(),
  workDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  breakMinutes: z.number().int(),
  minutes: z.number().int().describe('The span less the break'),
  activities: z.string(),
  status: z.enum(SHIFT_STATUSES),
  flags: z.array(shiftFlagSchema),
  /** The supervisor's note, with a correction or an absence; null otherwise. */
  supervisorNote: z.string().nullable(),
  /** The supervisor's times, when they corrected the shift. */
  correction: correctionSchema.nullable(),
  verifiedBy: z.enum(SHIFT_VERIFIERS).nullable(),
  /** The coordinator's reason, when they verified on the supervisor's behalf. */
  verifyReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** A day the agreement's schedule plans (the days not yet logged of this week and last, for the student to prefill). */
export const plannedDaySchema = z.object({ workDate: z.string(), startTime: z.string(), endTime: z.string(), breakMinutes: z.number().int() });
export type PlannedDay = z.infer<typeof plannedDaySchema>;

export const hoursTotalsSchema = z.object({
  /** Verified and approved: the only minutes that count. */
  verifiedMinutes: z.number().int(),
  /** Logged, awaiting the supervisor or disputed: not counted yet. */
  pendingMinutes: z.number().int(),
});

/** GET /api/placements/{id}/hours: the shifts, newest first; the planned days; the totals; whether the reader may log. */
export const placementHoursResponse = z.object({
  shifts: z.array(shiftSchema),
  planned: z.array(plannedDaySchema),
  totals: hoursTotalsSchema,
  /** The student, while the placement is active or completed and not signed off. */
  canLog: z.boolean(),
});
export type PlacementHoursResponse = z.infer<typeof placementHoursResponse>;
export const shiftResponse = z.object({ shift: shiftSchema });

const reason = z
  .string(keyed('hours.reasonRequired'))
  .trim()
  .min(1, keyed('hours.reasonRequired'))
  .max(SUPERVISOR_NOTE_MAX, keyed('placements.tooLong', { max: SUPERVISOR_NOTE_MAX }));

/** The coordinator verifies a shift on the supervisor's behalf: why (audited); `useCorrection` takes a disputed shift's corrected times. */
export const verifyShiftBody = z.object({ reason, useCorrection: z.boolean().default(false) });

/** The school approves verified shifts. */
export const approveShiftsBody = z.object({
  shiftIds: z
    .array(z.uuid(keyed('notFound.shift')))
    .min(1, keyed('hours.shiftsRequired'))
    .max(500, keyed('hours.shiftsRequired')),
});
export const approveShiftsResponse = z.object({ approved: z.number().int() });

// The supervisor's single-use link.

export const supervisorLinkParams = z.object({ token: z.string().max(200) });

/** What a supervisor's link shows: the placement in a few words, and the shifts they are asked about. */
export const supervisorPlacementSchema = z.object({
  jobTitle: z.string(),
  studentName: z.string(),
  employerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  supervisorName: z.string(),
});

export const supervisorHoursResponse = z.object({
  placement: supervisorPlacementSchema,
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  planned: z.array(plannedDaySchema),
  shifts: z.array(
    shiftSchema.pick({ id: true, workDate: true, startTime: true, endTime: true, breakMinutes: true, minutes: true, activities: true, flags: true }),
  ),
  /** Answered already: the page says so and offers nothing. */
  answeredAt: z.string().nullable(),
});
export type SupervisorHoursResponse = z.infer<typeof supervisorHoursResponse>;

const note = z
  .string()
  .trim()
  .max(SUPERVISOR_NOTE_MAX, keyed('placements.tooLong', { max: SUPERVISOR_NOTE_MAX }))
  .optional();

/** One shift's answer: confirm; correct (the right times and a note, both required); absent (a note optional). */
export const shiftAnswerBody = z
  .object({
    shiftId: z.uuid(keyed('notFound.shift')),
    answer: z.enum(SHIFT_ANSWERS, keyed('hours.answerOneOf', { values: SHIFT_ANSWERS.join(', ') })),
    correction: z.object(times).superRefine(checkTimes).optional(),
    note,
  })
  .superRefine((value, ctx) => {
    if (value.answer !== 'correct') return;
    if (!value.correction) ctx.addIssue({ code: 'custom', path: ['correction'], ...keyedIssue('hours.correctionRequired') });
    if (!value.note) ctx.addIssue({ code: 'custom', path: ['note'], ...keyedIssue('hours.noteRequired') });
  });

/** Every shift of the link answered at once (a shift left out, or another placement's: 400); the link is used up. */
export const supervisorHoursAnswerBody = z.object({
  answers: z.array(shiftAnswerBody).min(1, keyed('hours.answersRequired')).max(100, keyed('hours.answersRequired')),
});
export const supervisorAnswerResponse = z.object({ answeredAt: z.string() });
