import { z } from 'zod';
import { ANSWER_NOTE_MAX, INTERVIEW_MAX_MINUTES, INTERVIEW_MIN_MINUTES, INTERVIEW_PLACE_MAX } from '../constants';
import { INTERVIEW_RESPONSES, NOT_SELECTED_REASONS } from '../enums';
import { keyed } from '../messages';

// The answers an application is owed (docs/product/applications.md): an interview the student
// accepts or asks to move, an offer they accept or decline, or "not selected" with a reason; the
// deadline they are owed by, and the response rate that shows who answers. Used by the jobs
// contracts (the application lists) and common/endpoints/applications.ts.

/** An optional note of an answer: trimmed, empty is none, at most ANSWER_NOTE_MAX characters. */
export const answerNoteField = z
  .string()
  .trim()
  .max(ANSWER_NOTE_MAX, keyed('applications.noteTooLong', { max: ANSWER_NOTE_MAX }))
  .optional()
  .transform((value) => value || null);

/** The employer's interview invitation: when (an instant), how long, and where or the call's link. */
export const interviewProposalSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, ...keyed('applications.interviewStartInvalid') }).describe('When it starts (ISO 8601 with an offset)'),
    durationMinutes: z
      .number(keyed('applications.interviewLengthRange', { min: INTERVIEW_MIN_MINUTES, max: INTERVIEW_MAX_MINUTES }))
      .int(keyed('applications.interviewLengthRange', { min: INTERVIEW_MIN_MINUTES, max: INTERVIEW_MAX_MINUTES }))
      .min(INTERVIEW_MIN_MINUTES, keyed('applications.interviewLengthRange', { min: INTERVIEW_MIN_MINUTES, max: INTERVIEW_MAX_MINUTES }))
      .max(INTERVIEW_MAX_MINUTES, keyed('applications.interviewLengthRange', { min: INTERVIEW_MIN_MINUTES, max: INTERVIEW_MAX_MINUTES })),
    place: z
      .string()
      .trim()
      .max(INTERVIEW_PLACE_MAX, keyed('applications.interviewPlaceTooLong', { max: INTERVIEW_PLACE_MAX }))
      .optional()
      .transform((value) => value || null)
      .describe('The address or room (an in-person interview)'),
    callLink: z
      .string()
      .trim()
      .max(INTERVIEW_PLACE_MAX, keyed('applications.interviewPlaceTooLong', { max: INTERVIEW_PLACE_MAX }))
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || /^https:\/\/[^\s<>"]+$/i.test(value), keyed('applications.callLinkInvalid'))
      .describe('The https:// link of a video or phone call'),
    note: answerNoteField.describe('What to bring, who to ask for'),
  })
  .refine((interview) => interview.place !== null || interview.callLink !== null, {
    ...keyed('applications.interviewPlaceRequired'),
    path: ['place'],
  });
export type InterviewProposal = z.input<typeof interviewProposalSchema>;

/**
 * What an employer moves an application to (docs/product/applications.md#the-pipeline): back to
 * pending or to reviewing; an interview invitation; an offer; or "not selected" with a reason. The
 * student accepts or declines an offer themselves, so "accepted" is not the employer's to set.
 */
export const updateApplicationBody = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.enum(['pending', 'reviewing']) }),
    z.object({ status: z.literal('interview'), interview: interviewProposalSchema }),
    z.object({ status: z.literal('offered'), note: answerNoteField.describe('What the offer is: days, start, what happens next') }),
    z.object({
      status: z.literal('rejected'),
      reason: z.enum(NOT_SELECTED_REASONS, keyed('applications.reasonRequired', { values: NOT_SELECTED_REASONS.join(', ') })),
      note: answerNoteField.describe('A few words for the student, shown with the reason'),
    }),
  ],
  keyed('applications.employerStatusOneOf'),
);
export type UpdateApplicationBody = z.input<typeof updateApplicationBody>;

/** A student's answer to an interview invitation: accept it, or ask to move it (a note says when suits them). */
export const interviewAnswerBody = z.object({
  answer: z.enum(['accept', 'reschedule'], keyed('applications.interviewAnswerOneOf')),
  note: answerNoteField,
});
export type InterviewAnswerBody = z.input<typeof interviewAnswerBody>;

/** A student's answer to an offer: accept it (a placement starts, docs/product/applications.md#offers) or decline it. */
export const offerAnswerBody = z.object({
  answer: z.enum(['accept', 'decline'], keyed('applications.offerAnswerOneOf')),
  note: answerNoteField,
  /** With `accept`: also withdraw the student's other applications still waiting (docs/product/applications.md#offers). */
  withdrawOthers: z.boolean(keyed('applications.withdrawOthersBoolean')).optional().default(false),
});
export type OfferAnswerBody = z.input<typeof offerAnswerBody>;

/** An interview as both sides see it. */
export const interviewSchema = z.object({
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  place: z.string().nullable(),
  callLink: z.string().nullable(),
  note: z.string().nullable(),
  /** The student's answer: none yet, accepted, or asked to move it (with their note). */
  response: z.enum(INTERVIEW_RESPONSES),
  responseNote: z.string().nullable(),
  /** The interview as a calendar file (text/calendar), for the student and the employer. */
  calendarUrl: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/**
 * An offer: the employer's note, the student's note when they declined it, and while it waits for the
 * student, when it expires unanswered (OFFER_ANSWER_DAYS after they were told of it) and, for the
 * student only (null for the employer), how many of their other applications are still open.
 */
export const offerSchema = z.object({
  note: z.string().nullable(),
  declineNote: z.string().nullable(),
  answerBy: z.string().nullable(),
  otherOpenApplications: z.number().int().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** Why the student was not selected: the reason (its text in the reader's language) and the employer's note. */
export const notSelectedSchema = z.object({ reason: z.enum(NOT_SELECTED_REASONS), note: z.string().nullable() });
export type NotSelected = z.infer<typeof notSelectedSchema>;

/**
 * What the student sees of their application's progress. Each answer shows once the student has
 * been told of it (after the employer's undo window): the interview while invited, the offer once
 * offered (and after), the reason once not selected.
 */
export const studentApplicationProgressFields = {
  /** When the employer first opened it, or null. */
  viewedAt: z.string().nullable(),
  /** When the employer's first answer is due (sent + APPLICATION_ANSWER_DAYS). */
  answerDueAt: z.string(),
  interview: interviewSchema.nullable(),
  offer: offerSchema.nullable(),
  notSelected: notSelectedSchema.nullable(),
};

/** The same for the employer, who sees its answers at once (held or told) and when it first answered. */
export const employerApplicationProgressFields = {
  ...studentApplicationProgressFields,
  /** When the employer's first answer was made (an interview, an offer or not selected), or null. */
  answeredAt: z.string().nullable(),
};

/**
 * How an employer answers (docs/product/applications.md#response-rate): the share of its counted
 * applications of the last RESPONSE_RATE_WINDOW_DAYS days answered within the deadline, and the
 * usual number of days it takes (the median, rounded up). Shown from RESPONSE_RATE_MIN_APPLICATIONS.
 */
export const employerResponseSchema = z.object({
  ratePercent: z.number().int().min(0).max(100),
  typicalDays: z.number().int().min(0),
});
export type EmployerResponse = z.infer<typeof employerResponseSchema>;

/** One of a school's students' applications waiting past the reminder, or closed with no response. */
export const stalledApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'reviewing', 'no_response']),
  createdAt: z.string(),
  answerDueAt: z.string(),
  student: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  job: z.object({ id: z.string(), title: z.string(), companyName: z.string() }),
});
export type StalledApplication = z.infer<typeof stalledApplicationSchema>;
