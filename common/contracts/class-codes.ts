import { z } from 'zod';
import { keyed, keyedIssue } from '../messages';

// Class codes (docs/product/school-sign-in.md#class-codes): a verified school makes a code that a
// student types as they set up their profile, to ask to join the school; the school approves the
// code's requests in bulk.

/** The characters of a code: no look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), so a code read aloud or copied by hand works. */
export const CLASS_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CLASS_CODE_LENGTH = 8;
export const CLASS_CODE_LIFETIMES_DAYS = [7, 30, 90] as const;
/** A code's end date is at most a year away. */
export const CLASS_CODE_MAX_DAYS = 365;
export const CLASS_CODE_LABEL_MAX = 80;

/** What a student types, as stored: capitals, without the dash or spaces ("abcd-efgh" and "ABCDEFGH" are one code). */
export const normalizeClassCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** A stored code as shown and shared: "ABCD-EFGH". */
export const displayClassCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The code a student types: any case, with or without the dash; its shape is checked, its existence by the server. */
export const classCodeField = z
  .string(keyed('classCodes.codeShape'))
  .transform(normalizeClassCode)
  .pipe(
    z
      .string()
      .length(CLASS_CODE_LENGTH, keyed('classCodes.codeShape'))
      .regex(new RegExp(`^[${CLASS_CODE_ALPHABET}]+$`), keyed('classCodes.codeShape')),
  );

/** The optional "Class code" field of the student profile: blank is none. */
export const optionalClassCodeField = z
  .string(keyed('classCodes.codeShape'))
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(classCodeField.nullable());

const labelField = z
  .string(keyed('classCodes.labelRequired'))
  .trim()
  .min(1, keyed('classCodes.labelRequired'))
  .max(CLASS_CODE_LABEL_MAX, keyed('classCodes.labelTooLong', { max: CLASS_CODE_LABEL_MAX }));

/** The school's form: a label and a lifetime, or "until" a day (YYYY-MM-DD) the browser turns into its end, in the school's time zone. */
export const CLASS_CODE_FORM_LIFETIMES = ['7', '30', '90', 'date'] as const;
export const classCodeForm = z
  .object({
    label: labelField,
    lifetime: z.enum(CLASS_CODE_FORM_LIFETIMES, keyed('classCodes.lifetimeOrEndDate')),
    endDate: z.string().trim(),
  })
  .superRefine((value, ctx) => {
    if (value.lifetime === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value.endDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], ...keyedIssue('classCodes.endDateFormat') });
    }
  });
export type ClassCodeFormInput = z.input<typeof classCodeForm>;
export type ClassCodeFormValues = z.output<typeof classCodeForm>;

/**
 * A new code: a label and a lifetime, either one of CLASS_CODE_LIFETIMES_DAYS or an end time (the
 * browser sends the end of the chosen day in the school's own time zone) at most a year away.
 */
export const createClassCodeBody = z
  .object({
    label: labelField,
    lifetimeDays: z
      .literal(CLASS_CODE_LIFETIMES_DAYS, keyed('classCodes.lifetimeOneOf', { values: CLASS_CODE_LIFETIMES_DAYS.join(', ') }))
      .optional(),
    expiresAt: z.iso.datetime({ offset: true, ...keyed('classCodes.endDateFormat') }).optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.lifetimeDays === undefined) === (value.expiresAt === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lifetimeDays'], ...keyedIssue('classCodes.lifetimeOrEndDate') });
    }
  });
export type CreateClassCodeBody = z.input<typeof createClassCodeBody>;

export const CLASS_CODE_STATES = ['active', 'expired', 'revoked'] as const;
export type ClassCodeState = (typeof CLASS_CODE_STATES)[number];

export const classCodeSchema = z.object({
  id: z.string(),
  /** As shown and shared: "ABCD-EFGH". */
  code: z.string(),
  label: z.string(),
  state: z.enum(CLASS_CODE_STATES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Requests made with this code that the school has not answered yet. */
  pendingRequests: z.number().int(),
});
export type ClassCode = z.infer<typeof classCodeSchema>;

export const classCodeResponse = z.object({ classCode: classCodeSchema });
export const classCodesResponse = z.object({ items: z.array(classCodeSchema) });
export type ClassCodesResponse = z.infer<typeof classCodesResponse>;

/** Approve all of the code's pending requests, or only the ones named (each must be one of them). */
export const approveClassCodeRequestsBody = z.object({
  requestIds: z
    .array(z.uuid(keyed('notFound.request')))
    .min(1)
    .max(1000)
    .optional(),
});
export type ApproveClassCodeRequestsBody = z.infer<typeof approveClassCodeRequestsBody>;

export const approveClassCodeRequestsResponse = z.object({ approved: z.number().int() });
export type ApproveClassCodeRequestsResponse = z.infer<typeof approveClassCodeRequestsResponse>;
