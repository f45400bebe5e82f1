import { z } from 'zod';
import { APPLICATION_STATUSES, DEFAULT_JOB_TYPE, STUDENT_APPLICATION_STATUSES, INDUSTRIES, JOB_TYPES } from '../enums';
import { employerApplicationProgressFields, employerResponseSchema, studentApplicationProgressFields } from './application-answers';
import { pageOf, pageQueryFields } from '../api/paging';
import { SEARCH_TERM_MAX } from '../constants';
import { EDITABLE_JOB_FIELDS, isDeadlinePassed, JOB_STATES } from '../job-state';
import { CITY_FILTER_MAX, DEFAULT_JOB_SORT, JOB_SORTS, type JobSort } from '../jobs-browse';
import { keyed, keyedIssue } from '../messages';
import { DEFAULT_NEAR_KM, NEAR_DISTANCES_KM, type NearDistanceKm } from '../near-me';
import { nearPlaceField, placeSchema } from './places';
import {
  HOURS_PER_WEEK_MAX,
  MINIMUM_AGE_MAX,
  MINIMUM_AGE_MIN,
  PAY_AMOUNT_MAX,
  PAY_CURRENCIES,
  PAY_KINDS,
  PAY_UNITS,
  PLACES_MAX,
} from '../posting-facts';

// Schemas of the jobs marketplace (docs/product/jobs.md, docs/product/dashboards.md), used by the
// endpoint declarations (common/endpoints/jobs.ts), the server's repositories and the web forms.

export const JOBS_PAGE_SIZE_DEFAULT = 20;
export const JOBS_PAGE_SIZE_MAX = 50;
export { SEARCH_TERM_MAX };
export const APPLICATION_MESSAGE_MAX = 1000;
/** The dashboards' lists (a student's applications and saved jobs, an employer's postings and applicants). */
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 100;
/** How many of a posting's latest edits a list shows with it (docs/product/jobs.md#editing). */
export const JOB_REVISIONS_SHOWN = 20;

/** "a,b" or ["a", "b"] or ["a,b", "c"] → ["a", "b", "c"] (a filter may repeat or be a comma list). */
function toList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return [value]
    .flat()
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}

const repeatableEnum = <T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
  oneOf: 'jobs.industryFilterOneOf' | 'jobs.typeFilterOneOf',
) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform(toList)
    .pipe(z.array(z.enum(values, keyed(oneOf, { values: values.join(', ') }))))
    .describe(`${what}: repeat the parameter or give a comma list. One of: ${values.join(', ')}`);

export { CITY_FILTER_MAX, DEFAULT_JOB_SORT, JOB_SORTS, type JobSort };

/** A free-text search of a list (a name, an e-mail address, …): trimmed, at most SEARCH_TERM_MAX characters. */
export const searchTermField = (what: string) =>
  z
    .string()
    .trim()
    .max(SEARCH_TERM_MAX, keyed('fields.searchTooLong', { max: SEARCH_TERM_MAX }))
    .optional()
    .describe(what);

export const jobSortField = z
  .enum(JOB_SORTS, keyed('jobs.sortOneOf', { values: JOB_SORTS.join(', ') }))
  .default(DEFAULT_JOB_SORT)
  .describe(
    "newest: newest first; closing: the nearest application deadline first, postings without one last; response: the best response rate first, postings whose employer has none shown last; distance: the nearest first (a search by distance only: `near`, or `within` from a student's home postal code)",
  );

export const cityFilterField = z
  .string()
  .trim()
  .max(CITY_FILTER_MAX, keyed('jobs.cityFilterTooLong', { max: CITY_FILTER_MAX }))
  .optional()
  .describe("Only postings in this city (the posting's city field, whole name, case-insensitive)");

/** A whole number in a query string, from `min` to `max`. */
const wholeNumberParam = (min: number, max: number, message: ReturnType<typeof keyed>, what: string) =>
  z.coerce.number(message).int(message).min(min, message).max(max, message).optional().describe(what);

/** "true" or "false" in a query string. */
const flagParam = (name: string, what: string) =>
  z
    .enum(['true', 'false'], keyed('jobs.flagTrueFalse', { name }))
    .optional()
    .transform((value) => value === 'true')
    .describe(what);

/** A day, "YYYY-MM-DD", that exists. */
export const dayField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, keyed('jobs.startDateFormat'))
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    keyed('jobs.startDateFormat'),
  );

/** The browse filters on what the work is (docs/product/jobs.md#what-the-work-is); each keeps only postings that state the fact. */
const postingFactFilterFields = {
  paid: flagParam('paid', 'true: only paid postings'),
  maxHours: wholeNumberParam(
    1,
    HOURS_PER_WEEK_MAX,
    keyed('jobs.hoursPerWeekRange', { max: HOURS_PER_WEEK_MAX }),
    'Only postings of at most this many hours per week',
  ),
  startFrom: dayField.optional().describe('Only postings starting on or after this day (YYYY-MM-DD)'),
  minPlaces: wholeNumberParam(1, PLACES_MAX, keyed('jobs.placesRange', { max: PLACES_MAX }), 'Only postings with at least this many places'),
  near: nearPlaceField,
  within: z
    .enum(NEAR_DISTANCES_KM.map(String) as [string, ...string[]], keyed('jobs.withinOneOf', { values: NEAR_DISTANCES_KM.join(', ') }))
    .optional()
    .transform((value) => (value === undefined ? undefined : (Number(value) as NearDistanceKm)))
    .describe(
      `Only postings within this many km of \`near\` (or, for a signed-in student who names no place, of their home postal code); one of ${NEAR_DISTANCES_KM.join(', ')}; default ${DEFAULT_NEAR_KM} when \`near\` is given`,
    ),
  responsive: flagParam(
    'responsive',
    'true: only postings whose employer answers most applications in time (a shown response rate of at least RESPONSIVE_EMPLOYER_MIN_RATE percent)',
  ),
  allAges: flagParam(
    'allAges',
    "A signed-in student sees only postings open to their age (from their profile's date of birth) unless this is true; anyone else sees every age",
  ),
};

export const listJobsQuery = z.object({
  q: searchTermField('Case-insensitive substring search over title, company, description, location, city, type, industry and requirements'),
  industry: repeatableEnum(INDUSTRIES, 'Industry', 'jobs.industryFilterOneOf'),
  type: repeatableEnum(JOB_TYPES, 'Job type', 'jobs.typeFilterOneOf'),
  city: cityFilterField,
  ...postingFactFilterFields,
  sort: jobSortField,
  ...pageQueryFields(JOBS_PAGE_SIZE_DEFAULT, JOBS_PAGE_SIZE_MAX),
});
export type ListJobsQuery = z.input<typeof listJobsQuery>;

/** What a posting pays: an amount per unit in a currency, or unpaid (amount, unit and currency null then). */
export const paySchema = z.object({
  kind: z.enum(PAY_KINDS),
  amount: z.number().nullable(),
  unit: z.enum(PAY_UNITS).nullable(),
  currency: z.enum(PAY_CURRENCIES).nullable(),
});
export type Pay = z.infer<typeof paySchema>;

/** What the work is (docs/product/jobs.md#what-the-work-is); null where the employer did not say. */
const postingFactsFields = {
  pay: paySchema.nullable(),
  hoursPerWeek: z.number().int().nullable(),
  /** The first day of work, "YYYY-MM-DD". */
  startDate: z.string().nullable(),
  places: z.number().int().nullable(),
  /** The youngest a student may be to apply, 14 to 18, as the employer declares it. */
  minimumAge: z.number().int().nullable(),
  /** The workplace's postal code (its street address is `location`). */
  postalCode: z.string().nullable(),
};

/** A posting, as every list shows it. */
export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  description: z.string(),
  location: z.string(),
  city: z.string(),
  type: z.string(),
  duration: z.string().nullable(),
  industry: z.string().nullable(),
  requirements: z.array(z.string()),
  isActive: z.boolean(),
  isHighSchoolOpportunity: z.boolean(),
  /** FirstRung has verified the employer (the "Verified" mark); always true in public lists. */
  employerVerified: z.boolean(),
  applicationDeadline: z.string().nullable(),
  /** When its employer closed it as filled (docs/product/jobs.md#posting-lifecycle), or null. */
  filledAt: z.string().nullable(),
  ...postingFactsFields,
  createdAt: z.string(),
  viewCount: z.number().int(),
  _count: z.object({ applications: z.number().int() }),
  /** True only for a signed-in student who saved this job. */
  isSaved: z.boolean(),
  /** True only for a signed-in student whose approved school is a partner of the posting's employer (docs/product/schools.md#partners). */
  isSchoolPartner: z.boolean(),
  /** How its employer answers applications, once it has enough of them (docs/product/applications.md#response-rate); else null. */
  employerResponse: employerResponseSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * Active postings, newest first. `total` counts the matches on the first page, up to
 * JOB_SEARCH_COUNT_CAP; `totalIsCapped` says there are at least that many (shown as "1,000+").
 */
/** A posting in the browse list: with its distance from the search's place, in whole km, when the search is by distance. */
export const jobListItemSchema = jobSchema.extend({
  distanceKm: z.number().int().nullable().describe("Kilometres from the search's place, as the crow flies; null when the search is not by distance"),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const listJobsResponse = pageOf(jobListItemSchema).extend({
  totalIsCapped: z.boolean().describe('True when there are more matches than `total` (which is then the cap); false on later pages'),
  forAge: z
    .number()
    .int()
    .nullable()
    .describe('The age the list is limited to (a signed-in student with a date of birth, unless allAges); null: every age'),
  near: z
    .object({ place: placeSchema, withinKm: z.number().int(), fromHome: z.boolean() })
    .nullable()
    .describe("The place a search by distance measures from and its distance (fromHome: the student's home postal code); null: not by distance"),
});
export type ListJobsResponse = z.infer<typeof listJobsResponse>;

/** What the person looking at a job may do with it. */
export const jobViewerSchema = z.object({
  /** A student with a profile: the only kind of user who can apply or save. */
  isStudentWithProfile: z.boolean(),
  hasResume: z.boolean(),
  hasApplied: z.boolean(),
  /** The status of the student's application to this posting, or null. */
  applicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
  isOwner: z.boolean(),
  /** The owner and admins: they see the posting's view count. */
  seesViews: z.boolean(),
});
export type JobViewer = z.infer<typeof jobViewerSchema>;

export const jobDetailResponse = z.object({ job: jobSchema, viewer: jobViewerSchema });
export type JobDetailResponse = z.infer<typeof jobDetailResponse>;

export const applyBody = z.object({
  message: z
    .string()
    .trim()
    .max(APPLICATION_MESSAGE_MAX, keyed('jobs.applicationMessageTooLong', { max: APPLICATION_MESSAGE_MAX }))
    .optional(),
});
export type ApplyBody = z.infer<typeof applyBody>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, keyed('fields.statusOneOf', { values: APPLICATION_STATUSES.join(', ') }));

/** One edit of a posting: when, and which fields it changed (docs/product/jobs.md#editing). */
export const jobRevisionSchema = z.object({ changedAt: z.string(), fields: z.array(z.enum(EDITABLE_JOB_FIELDS)) });
export type JobRevision = z.infer<typeof jobRevisionSchema>;

/** The posting as it was when the student applied, kept with the application: what its employer wrote. */
export const postingSnapshotSchema = jobSchema.pick({
  title: true,
  companyName: true,
  description: true,
  location: true,
  city: true,
  type: true,
  duration: true,
  industry: true,
  requirements: true,
  isHighSchoolOpportunity: true,
  applicationDeadline: true,
});
export type PostingSnapshot = z.infer<typeof postingSnapshotSchema>;

/** An application, as the student sees it. */
export const studentApplicationSchema = z.object({
  id: z.string(),
  /** "withdrawn" when the student withdrew it: kept in their history only (docs/product/jobs.md#withdrawing). */
  status: z.enum(STUDENT_APPLICATION_STATUSES),
  createdAt: z.string(),
  job: z.object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    type: z.string(),
    companyName: z.string(),
    /** Where the posting stands now: open, filled, expired or inactive. */
    state: z.enum(JOB_STATES),
  }),
  /** What the student applied to; null only for applications made before FirstRung kept it. */
  appliedTo: postingSnapshotSchema.nullable(),
  /** The employer's edits of the posting since the student applied, newest first. */
  changesSinceApplied: z.array(jobRevisionSchema),
  ...studentApplicationProgressFields,
});
export type StudentApplication = z.infer<typeof studentApplicationSchema>;

export const applyResponse = z.object({ application: studentApplicationSchema });

/** The paging of the dashboards' lists. */
export const listPageQuery = z.object(pageQueryFields(LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX));

/** The student's applications, most recent first. */
export const studentApplicationsResponse = pageOf(studentApplicationSchema);
export type StudentApplicationsResponse = z.infer<typeof studentApplicationsResponse>;

/** The student's saved jobs, most recently saved first. */
export const savedJobsResponse = pageOf(jobSchema);
export type SavedJobsResponse = z.infer<typeof savedJobsResponse>;

export const saveJobResponse = z.object({ isSaved: z.boolean() });

// ---- Employer side ----

/** An ISO date-time, or null for "no deadline"; a posting is never written with a deadline that has passed. */
const deadlineSchema = z
  .string()
  .datetime({ offset: true, ...keyed('jobs.deadlineFormat') })
  .nullable()
  .optional()
  .refine((value) => !isDeadlinePassed(value), keyed('jobs.deadlineInPast'));

/** A required text of a posting: its own "is required" and "must be at most" messages (jobs.titleRequired, jobs.titleTooLong, …). */
const requiredText = (field: 'title' | 'companyName' | 'location' | 'city' | 'description', max: number) =>
  z
    .string()
    .trim()
    .min(1, keyed(`jobs.${field}Required`))
    .max(max, keyed(`jobs.${field}TooLong`, { max }));

/** Pay as the employer states it: paid needs an amount (dollars and cents) and a unit; unpaid has neither. */
const payBody = z
  .object({
    kind: z.enum(PAY_KINDS, keyed('jobs.payKindOneOf')),
    amount: z
      .number(keyed('jobs.payAmountRequired'))
      .gt(0, keyed('jobs.payAmountRange', { max: PAY_AMOUNT_MAX }))
      .max(PAY_AMOUNT_MAX, keyed('jobs.payAmountRange', { max: PAY_AMOUNT_MAX }))
      // Whole cents: 15.5 and 15.50 are fine, 15.505 is not (the tolerance absorbs binary fractions).
      .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, keyed('jobs.payAmountCents'))
      .nullish(),
    unit: z.enum(PAY_UNITS, keyed('jobs.payUnitRequired', { values: PAY_UNITS.join(', ') })).nullish(),
    currency: z.enum(PAY_CURRENCIES, keyed('jobs.payCurrencyOneOf', { values: PAY_CURRENCIES.join(', ') })).nullish(),
  })
  .superRefine((pay, context) => {
    if (pay.kind !== 'paid') return;
    if (pay.amount === null || pay.amount === undefined)
      context.addIssue({ code: 'custom', path: ['amount'], ...keyedIssue('jobs.payAmountRequired') });
    if (!pay.unit) context.addIssue({ code: 'custom', path: ['unit'], ...keyedIssue('jobs.payUnitRequired', { values: PAY_UNITS.join(', ') }) });
  })
  .transform((pay) =>
    pay.kind === 'paid'
      ? { kind: pay.kind, amount: pay.amount!, unit: pay.unit!, currency: pay.currency ?? ('CAD' as const) }
      : { kind: pay.kind, amount: null, unit: null, currency: null },
  );

/** The optional facts of a new or edited posting (docs/product/jobs.md#what-the-work-is); left out or null: not stated. */
const postingFactsBodyFields = {
  pay: payBody.nullish(),
  hoursPerWeek: z
    .number(keyed('jobs.hoursPerWeekRange', { max: HOURS_PER_WEEK_MAX }))
    .int(keyed('jobs.hoursPerWeekRange', { max: HOURS_PER_WEEK_MAX }))
    .min(1, keyed('jobs.hoursPerWeekRange', { max: HOURS_PER_WEEK_MAX }))
    .max(HOURS_PER_WEEK_MAX, keyed('jobs.hoursPerWeekRange', { max: HOURS_PER_WEEK_MAX }))
    .nullish(),
  startDate: dayField.nullish(),
  places: z
    .number(keyed('jobs.placesRange', { max: PLACES_MAX }))
    .int(keyed('jobs.placesRange', { max: PLACES_MAX }))
    .min(1, keyed('jobs.placesRange', { max: PLACES_MAX }))
    .max(PLACES_MAX, keyed('jobs.placesRange', { max: PLACES_MAX }))
    .nullish(),
  minimumAge: z
    .number(keyed('jobs.minimumAgeRange', { min: MINIMUM_AGE_MIN, max: MINIMUM_AGE_MAX }))
    .int(keyed('jobs.minimumAgeRange', { min: MINIMUM_AGE_MIN, max: MINIMUM_AGE_MAX }))
    .min(MINIMUM_AGE_MIN, keyed('jobs.minimumAgeRange', { min: MINIMUM_AGE_MIN, max: MINIMUM_AGE_MAX }))
    .max(MINIMUM_AGE_MAX, keyed('jobs.minimumAgeRange', { min: MINIMUM_AGE_MIN, max: MINIMUM_AGE_MAX }))
    .nullish(),
  postalCode: z
    .string()
    .trim()
    .max(10, keyed('jobs.postalCodeTooLong', { max: 10 }))
    .nullish()
    .transform((value) => value || null),
};

/** A new posting (docs/product/jobs.md#posting). */
export const createJobBody = z.object({
  title: requiredText('title', 120),
  companyName: requiredText('companyName', 120),
  location: requiredText('location', 160),
  city: requiredText('city', 80),
  description: requiredText('description', 5000),
  type: z.enum(JOB_TYPES, keyed('jobs.typeOneOf', { values: JOB_TYPES.join(', ') })).default(DEFAULT_JOB_TYPE),
  industry: z
    .enum(INDUSTRIES, keyed('jobs.industryOneOf', { values: INDUSTRIES.join(', ') }))
    .nullable()
    .optional(),
  duration: z
    .string()
    .trim()
    .max(80, keyed('jobs.durationTooLong', { max: 80 }))
    .nullable()
    .optional(),
  requirements: z
    .array(
      z
        .string()
        .trim()
        .min(1, keyed('jobs.requirementEmpty'))
        .max(200, keyed('jobs.requirementTooLong', { max: 200 })),
    )
    .max(30, keyed('jobs.requirementsTooMany', { max: 30 }))
    .default([]),
  isHighSchoolOpportunity: z.boolean().default(false),
  applicationDeadline: deadlineSchema,
  ...postingFactsBodyFields,
});
export type CreateJobBody = z.input<typeof createJobBody>;

/** An edit sends every field again, as creating does (docs/product/jobs.md#editing). */
export const editJobBody = createJobBody;
export type EditJobBody = CreateJobBody;
export const updateJobBody = z.object({ isActive: z.boolean(keyed('jobs.isActiveBoolean')) });
export type UpdateJobBody = z.infer<typeof updateJobBody>;
/** Reopening keeps the deadline unless one is given (null: no deadline); either way it must be in the future. */
export const reopenJobBody = z.object({ applicationDeadline: deadlineSchema });
export type ReopenJobBody = z.infer<typeof reopenJobBody>;
export const deleteJobResponse = z.object({
  ok: z.literal(true),
  /** How many applications went with the posting (their students were told). */
  applicationsRemoved: z.number().int(),
});
export const withdrawApplicationResponse = z.object({ ok: z.literal(true) });

export const employerJobSchema = jobSchema.extend({
  /** Applications still waiting for a decision (status pending). */
  pendingApplications: z.number().int(),
  /** Its edits, newest first. */
  revisions: z.array(jobRevisionSchema),
  /** Set when FirstRung took the posting down: when and why (docs/product/admin.md#taking-a-posting-down). */
  takedown: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Neither its postal code nor its city is in FirstRung's place data: searches by distance cannot find it (docs/product/near-me.md). */
  placeNotFound: z.boolean(),
});
export type EmployerJob = z.infer<typeof employerJobSchema>;

export const employerStatsSchema = z.object({
  activePostings: z.number().int(),
  totalApplications: z.number().int(),
  awaitingReview: z.number().int(),
  totalViews: z.number().int(),
});
export type EmployerStats = z.infer<typeof employerStatsSchema>;

/** A page of the employer's own postings, with the stat cards (over all postings) on every page. */
export const employerJobsResponse = pageOf(employerJobSchema).extend({ stats: employerStatsSchema });
export type EmployerJobsResponse = z.infer<typeof employerJobsResponse>;

export const employerJobResponse = z.object({ job: employerJobSchema });

export const employerApplicationsQuery = listPageQuery.extend({
  jobId: z.string().uuid(keyed('jobs.jobIdInvalid')).optional(),
  q: searchTermField("Case-insensitive substring search over the applicant's first name, last name and e-mail address"),
  status: applicationStatusSchema.optional().describe('Only applications with this status'),
  sort: z
    .enum(['newest', 'due'], keyed('jobs.applicationSortOneOf'))
    .default('newest')
    .describe('newest: newest first; due: only the applications waiting for a first answer, the soonest due first'),
});
export type EmployerApplicationsQuery = z.input<typeof employerApplicationsQuery>;

export const applicantProfileSchema = z.object({
  school: z.string().nullable(),
  city: z.string().nullable(),
  educationLevel: z.string().nullable(),
  skills: z.array(z.string()),
  availability: z.string().nullable(),
});

export const employerApplicationSchema = z.object({
  id: z.string(),
  /** The status the employer chose, told to the student or not yet. */
  status: applicationStatusSchema,
  /** A new status not told to the student yet: undone by moving back to `from` before `announceAt` (docs/product/jobs.md#application-status). */
  statusChange: z
    .object({
      from: applicationStatusSchema.describe('The status the student sees until then'),
      announceAt: z.string().describe('When the student is told of the new status (ISO 8601)'),
    })
    .nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  job: z.object({ id: z.string(), title: z.string() }),
  student: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    profile: applicantProfileSchema.nullable(),
  }),
  /** Download address of the applicant's resume (served by the files feature), or null. */
  resumeUrl: z.string().nullable(),
  ...employerApplicationProgressFields,
});
export type EmployerApplication = z.infer<typeof employerApplicationSchema>;

/** Applications to the employer's postings, newest first. */
export const employerApplicationsResponse = pageOf(employerApplicationSchema);
export type EmployerApplicationsResponse = z.infer<typeof employerApplicationsResponse>;

export { updateApplicationBody, type UpdateApplicationBody } from './application-answers';

export const employerApplicationResponse = z.object({ application: employerApplicationSchema });
