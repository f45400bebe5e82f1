import { z } from 'zod';
import { answerNoteField, interviewProposalSchema, type UpdateApplicationBody } from '@common/contracts/application-answers';
import { INTERVIEW_DEFAULT_MINUTES } from '@common/constants';
import { NOT_SELECTED_REASONS } from '@common/enums';
import { isDayValue, isTimeValue, wallClockValues, zonedInstant } from './zoned-instant';

// The answers' forms (docs/product/applications.md): what the employer types, checked by the
// shared contracts (common/contracts/application-answers.ts) and turned into PATCH's body. Each
// field's message is the form's translation (validation.<field>.custom in the postings namespace).

/** The interview form as typed: a day and a time on the employer's clock, the rest as the API takes it. */
export interface InterviewFormValues {
  day: string;
  time: string;
  durationMinutes: number;
  place: string;
  callLink: string;
  note: string;
}

export function interviewFormDefaults(
  current: { startsAt: string; durationMinutes: number; place: string | null; callLink: string | null; note: string | null } | null,
  timeZone: string,
): InterviewFormValues {
  if (!current) return { day: '', time: '', durationMinutes: INTERVIEW_DEFAULT_MINUTES, place: '', callLink: '', note: '' };
  // "Propose a new time": the interview as it was, to move.
  const { day, time } = wallClockValues(current.startsAt, timeZone);
  return {
    day,
    time,
    durationMinutes: current.durationMinutes,
    place: current.place ?? '',
    callLink: current.callLink ?? '',
    note: current.note ?? '',
  };
}

export const toInterviewProposal = (values: InterviewFormValues, timeZone: string) => ({
  startsAt: zonedInstant(values.day, values.time, timeZone) ?? '',
  durationMinutes: values.durationMinutes,
  place: values.place,
  callLink: values.callLink,
  note: values.note,
});

/**
 * The interview form's schema in `timeZone`, `today` being that zone's day ("2026-12-01"): the day
 * and the time, then the proposal they make checked by the contract, its issues put on the fields.
 */
export function interviewFormSchema(timeZone: string, today: string) {
  return z
    .object({
      day: z.string().refine((day) => isDayValue(day) && day >= today),
      time: z.string().refine(isTimeValue),
      durationMinutes: z.number(),
      place: z.string(),
      callLink: z.string(),
      note: z.string(),
    })
    .superRefine((values, context) => {
      const proposal = interviewProposalSchema.safeParse(toInterviewProposal(values, timeZone));
      if (proposal.success) return;
      for (const issue of proposal.error.issues) {
        const field = String(issue.path[0]);
        // startsAt is the day and time, checked above.
        if (field !== 'startsAt') context.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    });
}

export const toInterviewBody = (values: InterviewFormValues, timeZone: string): UpdateApplicationBody => ({
  status: 'interview',
  interview: toInterviewProposal(values, timeZone),
});

/** An offer: a note, optional. */
export const offerFormSchema = z.object({ note: answerNoteField });
export type OfferFormValues = z.input<typeof offerFormSchema>;

/** Not selected: a reason from the list, required (the radio starts empty), and a note, optional. */
export const notSelectedFormSchema = z.object({
  reason: z.enum(NOT_SELECTED_REASONS, { error: 'Choose why' }),
  note: answerNoteField,
});
export type NotSelectedFormValues = z.input<typeof notSelectedFormSchema>;
