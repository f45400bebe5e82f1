import { z } from 'zod';
import { createJobBody, type CreateJobBody, type EmployerJob } from '@common/contracts/jobs';
import { DEFAULT_JOB_TYPE, INDUSTRIES } from '@common/enums';
import { endOfDayIso, isTodayOrLater, toDateInputValue } from '@web/features/jobs';

// The posting form's values (docs/product/jobs.md#posting): requirements as lines and the deadline
// as a date, both turned into the API's shape on submit. Creating and editing share it.

export const NO_INDUSTRY = 'none';

export const postingFormSchema = createJobBody.omit({ requirements: true, applicationDeadline: true, industry: true }).extend({
  industry: z.string(),
  requirementsText: z.string().max(6000),
  // Checked again on submit, against the day it is then; the message shown is the form's translation (validation.deadlineDate.custom).
  deadlineDate: z.string().refine((date) => isTodayOrLater(date), 'The deadline must be today or later'),
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
  };
}

/** The form's values as the API's body. */
export function postingBodyOf({ requirementsText, deadlineDate, industry, ...values }: PostingFormOutput): CreateJobBody {
  return {
    ...values,
    industry: industry === NO_INDUSTRY ? null : (industry as (typeof INDUSTRIES)[number]),
    requirements: requirementsText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    applicationDeadline: endOfDayIso(deadlineDate),
  };
}
