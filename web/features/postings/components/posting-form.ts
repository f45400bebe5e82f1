import { z } from 'zod';
import { createJobBody, type CreateJobBody, type EmployerJob } from '@common/contracts/jobs';
import { DEFAULT_JOB_TYPE, INDUSTRIES } from '@common/enums';
import { HOURS_PER_WEEK_MAX, MINIMUM_AGES, PAY_AMOUNT_MAX, PAY_UNITS, PLACES_MAX } from '@common/posting-facts';
import { endOfDayIso, isTodayOrLater, toDateInputValue } from '@web/features/jobs';

// The posting form's values (docs/product/jobs.md#posting): requirements as lines and the deadline
// as a date, both turned into the API's shape on submit. Creating and editing share it.

export const NO_INDUSTRY = 'none';
/** The selects' "not stated" (pay, minimum age). */
export const NOT_STATED = 'none';
export const PAY_CHOICES = [NOT_STATED, 'paid', 'unpaid'] as const;

/** A whole number from 1 to max as typed, or empty. */
const optionalWholeNumber = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max), message);

// What the work is (docs/product/jobs.md#what-the-work-is): text and selects in the form, the API's
// numbers and pay object on submit. Messages shown are the form's translations (validation.<field>.custom).
const postingFactFields = {
  payKind: z.enum(PAY_CHOICES),
  payAmount: z.string().trim(),
  payUnit: z.enum(PAY_UNITS),
  hoursPerWeek: optionalWholeNumber(HOURS_PER_WEEK_MAX, `Enter a whole number from 1 to ${HOURS_PER_WEEK_MAX}`),
  startDate: z.string(),
  places: optionalWholeNumber(PLACES_MAX, `Enter a whole number from 1 to ${PLACES_MAX}`),
  minimumAge: z.enum([NOT_STATED, ...MINIMUM_AGES.map(String)] as [string, ...string[]]),
  postalCode: z.string().trim().max(10, 'At most 10 characters'),
};

/** Dollars and at most two decimals, more than 0: "17.50" or "17,50". */
const isPayAmount = (value: string) =>
  /^\d+([.,]\d{1,2})?$/.test(value) && Number(value.replace(',', '.')) > 0 && Number(value.replace(',', '.')) <= PAY_AMOUNT_MAX;

export const postingFormSchema = createJobBody
  .omit({
    requirements: true,
    applicationDeadline: true,
    industry: true,
    pay: true,
    hoursPerWeek: true,
    startDate: true,
    places: true,
    minimumAge: true,
    postalCode: true,
  })
  .extend({
    industry: z.string(),
    requirementsText: z.string().max(6000),
    // Checked again on submit, against the day it is then; the message shown is the form's translation (validation.deadlineDate.custom).
    deadlineDate: z.string().refine((date) => isTodayOrLater(date), 'The deadline must be today or later'),
    ...postingFactFields,
  })
  .superRefine((values, context) => {
    if (values.payKind === 'paid' && !isPayAmount(values.payAmount)) {
      context.addIssue({ code: 'custom', path: ['payAmount'], message: 'Enter the amount, like 17.50' });
    }
  });
export type PostingFormInput = z.input<typeof postingFormSchema>;
export type PostingFormOutput = z.output<typeof postingFormSchema>;

const knownIndustry = (industry: string | null) => (industry && (INDUSTRIES as readonly string[]).includes(industry) ? industry : NO_INDUSTRY);

/** An empty form: the company's name and industry come from the employer's profile. */
export function emptyPostingForm(companyName: string, industry: string | null): PostingFormInput {
  return {
    title: '',
    companyName,
    location: '',
    city: '',
    description: '',
    type: DEFAULT_JOB_TYPE,
    duration: '',
    industry: knownIndustry(industry),
    requirementsText: '',
    deadlineDate: '',
    isHighSchoolOpportunity: false,
    ...NO_FACTS,
  };
}

type FactsForm = Pick<PostingFormInput, 'payKind' | 'payAmount' | 'payUnit' | 'hoursPerWeek' | 'startDate' | 'places' | 'minimumAge' | 'postalCode'>;

const NO_FACTS: FactsForm = {
  payKind: NOT_STATED,
  payAmount: '',
  payUnit: 'hour',
  hoursPerWeek: '',
  startDate: '',
  places: '',
  minimumAge: NOT_STATED,
  postalCode: '',
};

/** A posting's facts in the form's fields. */
function factsFormOf(job: EmployerJob): FactsForm {
  return {
    payKind: job.pay?.kind ?? NOT_STATED,
    payAmount: job.pay?.amount != null ? String(job.pay.amount) : '',
    payUnit: job.pay?.unit ?? 'hour',
    hoursPerWeek: job.hoursPerWeek !== null ? String(job.hoursPerWeek) : '',
    startDate: job.startDate ?? '',
    places: job.places !== null ? String(job.places) : '',
    minimumAge: job.minimumAge !== null ? String(job.minimumAge) : NOT_STATED,
    postalCode: job.postalCode ?? '',
  };
}

/** A posting's fields in the form, to edit; the company name is the profile's, as the server will use it. */
export function postingFormOf(job: EmployerJob, companyName: string): PostingFormInput {
  return {
    title: job.title,
    companyName,
    location: job.location,
    city: job.city,
    description: job.description,
    type: job.type as PostingFormInput['type'],
    duration: job.duration ?? '',
    industry: knownIndustry(job.industry),
    requirementsText: job.requirements.join('\n'),
    deadlineDate: toDateInputValue(job.applicationDeadline),
    isHighSchoolOpportunity: job.isHighSchoolOpportunity,
    ...factsFormOf(job),
  };
}

/** The form's values as the API's body. */
export function postingBodyOf({
  requirementsText,
  deadlineDate,
  industry,
  payKind,
  payAmount,
  payUnit,
  hoursPerWeek,
  startDate,
  places,
  minimumAge,
  postalCode,
  ...values
}: PostingFormOutput): CreateJobBody {
  return {
    ...values,
    pay:
      payKind === 'paid'
        ? { kind: 'paid', amount: Number(payAmount.replace(',', '.')), unit: payUnit, currency: 'CAD' }
        : payKind === 'unpaid'
          ? { kind: 'unpaid' }
          : null,
    hoursPerWeek: hoursPerWeek ? Number(hoursPerWeek) : null,
    startDate: startDate || null,
    places: places ? Number(places) : null,
    minimumAge: minimumAge === NOT_STATED ? null : Number(minimumAge),
    postalCode: postalCode || null,
    industry: industry === NO_INDUSTRY ? null : (industry as (typeof INDUSTRIES)[number]),
    requirements: requirementsText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    applicationDeadline: endOfDayIso(deadlineDate),
  };
}
