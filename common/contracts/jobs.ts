import { z } from 'zod';
import { APPLICATION_STATUSES, DEFAULT_JOB_TYPE, INDUSTRIES, JOB_TYPES } from '../enums';
import { pageOf, pageQueryFields } from '../api/paging';
import { SEARCH_TERM_MAX } from '../constants';

// Schemas of the jobs marketplace (docs/product/jobs.md, docs/product/dashboards.md), used by the
// endpoint declarations (common/endpoints/jobs.ts), the server's repositories and the web forms.

export const JOBS_PAGE_SIZE_DEFAULT = 20;
export const JOBS_PAGE_SIZE_MAX = 50;
export { SEARCH_TERM_MAX };
export const APPLICATION_MESSAGE_MAX = 1000;
/** The dashboards' lists (a student's applications and saved jobs, an employer's postings and applicants). */
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 100;

/** "a,b" or ["a", "b"] or ["a,b", "c"] → ["a", "b", "c"] (a filter may repeat or be a comma list). */
function toList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return [value]
    .flat()
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}

const repeatableEnum = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform(toList)
    .pipe(z.array(z.enum(values, { message: `Choose ${what} from: ${values.join(', ')}` })))
    .describe(`${what}: repeat the parameter or give a comma list. One of: ${values.join(', ')}`);

export const listJobsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_TERM_MAX, `Search must be at most ${SEARCH_TERM_MAX} characters`)
    .optional()
    .describe('Case-insensitive substring search over title, company, description, location, type, industry and requirements'),
  industry: repeatableEnum(INDUSTRIES, 'Industry'),
  type: repeatableEnum(JOB_TYPES, 'Job type'),
  ...pageQueryFields(JOBS_PAGE_SIZE_DEFAULT, JOBS_PAGE_SIZE_MAX),
});
export type ListJobsQuery = z.input<typeof listJobsQuery>;

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
  createdAt: z.string(),
  viewCount: z.number().int(),
  _count: z.object({ applications: z.number().int() }),
  /** True only for a signed-in student who saved this job. */
  isSaved: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * Active postings, newest first. `total` counts the matches on the first page, up to
 * JOB_SEARCH_COUNT_CAP; `totalIsCapped` says there are at least that many (shown as "1,000+").
 */
export const listJobsResponse = pageOf(jobSchema).extend({
  totalIsCapped: z.boolean().describe('True when there are more matches than `total` (which is then the cap); false on later pages'),
});
export type ListJobsResponse = z.infer<typeof listJobsResponse>;

/** What the person looking at a job may do with it. */
export const jobViewerSchema = z.object({
  /** A student with a profile: the only kind of user who can apply or save. */
  isStudentWithProfile: z.boolean(),
  hasResume: z.boolean(),
  hasApplied: z.boolean(),
  isOwner: z.boolean(),
});
export type JobViewer = z.infer<typeof jobViewerSchema>;

export const jobDetailResponse = z.object({ job: jobSchema, viewer: jobViewerSchema });
export type JobDetailResponse = z.infer<typeof jobDetailResponse>;

export const applyBody = z.object({
  message: z.string().trim().max(APPLICATION_MESSAGE_MAX, `Message must be at most ${APPLICATION_MESSAGE_MAX} characters`).optional(),
});
export type ApplyBody = z.infer<typeof applyBody>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  message: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}`,
});

/** An application, as the student sees it. */
export const studentApplicationSchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  job: z.object({ id: z.string(), title: z.string(), location: z.string(), type: z.string(), companyName: z.string() }),
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

/** An ISO date-time, or null for "no deadline". */
const deadlineSchema = z.string().datetime({ offset: true, message: 'Deadline must be a date and time (ISO 8601)' }).nullable().optional();

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** A new posting (docs/product/jobs.md#posting). */
export const createJobBody = z.object({
  title: requiredText('Title', 120),
  companyName: requiredText('Company name', 120),
  location: requiredText('Location', 160),
  city: requiredText('City', 80),
  description: requiredText('Description', 5000),
  type: z.enum(JOB_TYPES, { message: `Type must be one of: ${JOB_TYPES.join(', ')}` }).default(DEFAULT_JOB_TYPE),
  industry: z
    .enum(INDUSTRIES, { message: `Industry must be one of: ${INDUSTRIES.join(', ')}` })
    .nullable()
    .optional(),
  duration: z.string().trim().max(80, 'Duration must be at most 80 characters').nullable().optional(),
  requirements: z
    .array(z.string().trim().min(1, 'A requirement cannot be empty').max(200, 'A requirement must be at most 200 characters'))
    .max(30, 'At most 30 requirements')
    .default([]),
  isHighSchoolOpportunity: z.boolean().default(false),
  applicationDeadline: deadlineSchema,
});
export type CreateJobBody = z.input<typeof createJobBody>;

export const updateJobBody = z.object({ isActive: z.boolean({ message: 'isActive must be true or false' }) });
export type UpdateJobBody = z.infer<typeof updateJobBody>;

export const employerJobSchema = jobSchema.extend({
  /** Applications still waiting for a decision (status pending). */
  pendingApplications: z.number().int(),
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
  jobId: z.string().uuid('jobId must be a job id').optional(),
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
  status: applicationStatusSchema,
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
});
export type EmployerApplication = z.infer<typeof employerApplicationSchema>;

/** Applications to the employer's postings, newest first. */
export const employerApplicationsResponse = pageOf(employerApplicationSchema);
export type EmployerApplicationsResponse = z.infer<typeof employerApplicationsResponse>;

export const updateApplicationBody = z.object({ status: applicationStatusSchema });
export type UpdateApplicationBody = z.infer<typeof updateApplicationBody>;

export const employerApplicationResponse = z.object({ application: employerApplicationSchema });
