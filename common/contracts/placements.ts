import { z } from 'zod';
import { pageOf } from '../api/paging';
import { COUNTRIES, PLACEMENT_INSURERS, PLACEMENT_STATUSES, REGIONS_BY_COUNTRY, SIGNER_PARTIES, type Country } from '../enums';
import { placementFileSchema } from './placement-files';
import { signatureSchema } from './placement-signatures';
import { keyed, keyedIssue } from '../messages';
import { minutesOfDay, type ScheduleDay } from '../placement-schedule';

// A placement's agreement (docs/product/placements.md#the-agreement): what the API answers (the
// agreement as it stands, each field null until someone fills it in) and what each party sends for
// its part (the employer's, then the school's), checked whole. The employer's files (the risk
// assessment, the insurance certificate) are uploaded on their own (placement-files.ts); the terms
// answer a reference to each, never set by the employer's part.

export const required = (max: number) =>
  z.string(keyed('placements.required')).trim().min(1, keyed('placements.required')).max(max, keyed('placements.tooLong', { max }));

export const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, keyed('placements.tooLong', { max }))
    .nullish()
    .transform((value) => value || null);

const email = z
  .string(keyed('fields.emailInvalid'))
  .trim()
  .max(254, keyed('placements.tooLong', { max: 254 }))
  .refine((value) => z.email().safeParse(value).success, keyed('fields.emailInvalid'))
  .transform((value) => value.toLowerCase());

const phone = z
  .string(keyed('profiles.phoneInvalid'))
  .trim()
  .min(1, keyed('placements.required'))
  .max(40, keyed('placements.tooLong', { max: 40 }))
  .refine((value) => /^[0-9+()\-.\s]*$/.test(value) && /\d/.test(value), keyed('profiles.phoneInvalid'));

/** "2027-06-30", a real day. */
export const isRealDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
export const day = z.string(keyed('placements.dateFormat')).trim().refine(isRealDay, keyed('placements.dateFormat'));

/** The most hours a week an agreement may state; the rule packs set the real limits by age and place. */
export const PLACEMENT_WEEKLY_HOURS_MAX = 60;

/** Two digits, a colon, two digits: a time of day on the 24-hour clock. */
export const timeOfDay = z.string(keyed('placements.timeFormat')).refine((value) => minutesOfDay(value) !== null, keyed('placements.timeFormat'));

const scheduleDay = z
  .object({
    weekday: z
      .number(keyed('placements.weekdayRange'))
      .int(keyed('placements.weekdayRange'))
      .min(1, keyed('placements.weekdayRange'))
      .max(7, keyed('placements.weekdayRange')),
    start: timeOfDay,
    end: timeOfDay,
    breakMinutes: z.number(keyed('placements.breakRange')).int(keyed('placements.breakRange')).min(0, keyed('placements.breakRange')),
  })
  .superRefine((value, ctx) => {
    const start = minutesOfDay(value.start);
    const end = minutesOfDay(value.end);
    if (start === null || end === null) return;
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], ...keyedIssue('placements.endTimeAfterStart') });
    // A break as long as the day leaves no work: refused, as a negative break is.
    else if (value.breakMinutes >= end - start) ctx.addIssue({ code: 'custom', path: ['breakMinutes'], ...keyedIssue('placements.breakRange') });
  });

/** The week's working days (common/placement-schedule.ts): one to seven, each weekday once. */
export const weeklyScheduleBody = z
  .object({
    days: z.array(scheduleDay, keyed('placements.daysRange')).min(1, keyed('placements.daysRange')).max(7, keyed('placements.daysRange')),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.days.forEach((entry, index) => {
      if (seen.has(entry.weekday)) ctx.addIssue({ code: 'custom', path: ['days', index, 'weekday'], ...keyedIssue('placements.dayTwice') });
      seen.add(entry.weekday);
    });
  });

/** The workplace's country and region: a region of that country (Canadian provinces, US states). */
function checkRegion(value: { country: Country; region: string }, ctx: z.RefinementCtx) {
  if (!REGIONS_BY_COUNTRY[value.country].includes(value.region)) {
    ctx.addIssue({ code: 'custom', path: ['region'], ...keyedIssue('profiles.regionOfCountry', { country: value.country }) });
  }
}

const workplaceBody = z
  .object({
    legalName: required(200),
    address: required(300),
    city: required(100),
    country: z.enum(COUNTRIES, keyed('fields.chooseOneOf', { values: COUNTRIES.join(', ') })),
    region: required(100),
    postalCode: required(10),
  })
  .superRefine(checkRegion);

const person = z.object({ name: required(200), email, phone });

/**
 * The employer's part: where, when, how long, what the student does and learns, who supervises,
 * the risks, who insures the student, whom to call in an emergency. The time is either a weekly
 * schedule or a number of hours a week, never both.
 */
export const employerPartBody = z
  .object({
    workplace: workplaceBody,
    startDate: day,
    endDate: day,
    schedule: weeklyScheduleBody.nullish(),
    weeklyHours: z
      .number(keyed('placements.weeklyHoursRange', { max: PLACEMENT_WEEKLY_HOURS_MAX }))
      .positive(keyed('placements.weeklyHoursRange', { max: PLACEMENT_WEEKLY_HOURS_MAX }))
      .max(PLACEMENT_WEEKLY_HOURS_MAX, keyed('placements.weeklyHoursRange', { max: PLACEMENT_WEEKLY_HOURS_MAX }))
      .nullish(),
    tasks: required(3000),
    learningGoals: required(3000),
    supervisor: z.object({ name: required(200), role: required(200), email, phone }),
    hazards: required(3000),
    protectiveEquipment: optional(1000),
    insurance: z
      .object({
        coveredBy: z.enum(PLACEMENT_INSURERS, keyed('placements.insurerOneOf', { values: PLACEMENT_INSURERS.join(', ') })),
        details: optional(1000),
      })
      .superRefine((value, ctx) => {
        if (value.coveredBy === 'other' && !value.details)
          ctx.addIssue({ code: 'custom', path: ['details'], ...keyedIssue('placements.insuranceDetailsRequired') });
      }),
    emergencyContact: z.object({ name: required(200), phone }),
  })
  .superRefine((value, ctx) => {
    if (isRealDay(value.startDate) && isRealDay(value.endDate) && value.endDate <= value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], ...keyedIssue('placements.endDateAfterStart') });
    }
    const hasSchedule = Boolean(value.schedule);
    const hasHours = value.weeklyHours !== null && value.weeklyHours !== undefined;
    if (hasSchedule === hasHours) ctx.addIssue({ code: 'custom', path: ['schedule'], ...keyedIssue('placements.scheduleOrHours') });
  });
export type EmployerPartBody = z.input<typeof employerPartBody>;

/**
 * The school's part: its coordinator, the student's parent or guardian (whose contact must not be
 * the student's own: the server checks it against the student's account and profile), and the
 * student's date of birth when their profile lacks it.
 */
export const schoolPartBody = z.object({
  coordinator: person,
  guardian: person.nullish().transform((value) => value ?? null),
  studentDateOfBirth: day.nullish().transform((value) => value ?? null),
});
export type SchoolPartBody = z.input<typeof schoolPartBody>;

/** A parent or guardian's contact, as the student gives it for a placement with no school. */
export const guardianContactBody = person;

export const cancelPlacementBody = z.object({
  reason: z
    .string(keyed('placements.cancelReasonRequired'))
    .trim()
    .min(1, keyed('placements.cancelReasonRequired'))
    .max(1000, keyed('placements.tooLong', { max: 1000 })),
});

// What the API answers: the agreement as it stands; every field null until its party fills it in.
const text = z.string().nullable();
const contactSchema = z.object({ name: text, email: text, phone: text });
const scheduleDaySchema = z.object({ weekday: z.number().int(), start: z.string(), end: z.string(), breakMinutes: z.number().int() });

export const placementTermsSchema = z.object({
  workplace: z.object({ legalName: text, address: text, city: text, country: z.enum(COUNTRIES).nullable(), region: text, postalCode: text }),
  startDate: text,
  endDate: text,
  schedule: z.object({ days: z.array(scheduleDaySchema) }).nullable(),
  weeklyHours: z.number().nullable(),
  tasks: text,
  learningGoals: text,
  supervisor: z.object({ name: text, role: text, email: text, phone: text }),
  hazards: text,
  protectiveEquipment: text,
  /** The employer's risk assessment (an upload); null until it is attached. */
  riskAssessment: placementFileSchema.nullable(),
  /** `certificate`: the insurance certificate (an upload); null until it is attached. */
  insurance: z.object({ coveredBy: z.enum(PLACEMENT_INSURERS).nullable(), details: text, certificate: placementFileSchema.nullable() }),
  emergencyContact: z.object({ name: text, phone: text }),
  coordinator: contactSchema,
  guardian: contactSchema,
  studentDateOfBirth: text,
});
/** The agreement's fields, as stored (placements.terms) and answered. */
export type PlacementTerms = Omit<z.infer<typeof placementTermsSchema>, 'schedule'> & { schedule: { days: ScheduleDay[] } | null };

/** What a placement waits for next: a party's part, the signatures (a later session), or nothing. */
export const PLACEMENT_NEXT_STEPS = ['employer_part', 'school_part', 'signatures'] as const;
export type PlacementNextStep = (typeof PLACEMENT_NEXT_STEPS)[number];

/** One placement as a party (or an admin) reads it. */
export const placementSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  status: z.enum(PLACEMENT_STATUSES),
  version: z.number().int(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  student: z.object({ id: z.string(), name: z.string() }),
  employer: z.object({ id: z.string(), companyName: z.string() }),
  /** The student's school when the offer was accepted; null: no school, so no school step. */
  institution: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  nextStep: z.enum(PLACEMENT_NEXT_STEPS).nullable(),
  terms: placementTermsSchema,
  cancelledReason: z.string().nullable(),
  /** The version out for signature (or signed): who must sign it, its text's hash (what a signer sends back), its signatures. Empty and null before it is sent. */
  requiredParties: z.array(z.enum(SIGNER_PARTIES)),
  textHash: z.string().nullable(),
  signatures: z.array(signatureSchema),
  /** The public reference (/verify/{reference}) of the signed version; null until every required party signed. */
  reference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Placement = z.infer<typeof placementSchema>;

export const placementResponse = z.object({ placement: placementSchema });
export const placementsResponse = pageOf(placementSchema);
export type PlacementsResponse = z.infer<typeof placementsResponse>;
