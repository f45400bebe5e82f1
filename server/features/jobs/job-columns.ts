import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Job } from '@common/contracts/jobs';
import { jobs, savedJobs, schoolLinks, schoolPartnerships } from '../../db/schema';
import { payOf, postingFactColumns, type PostingFactRow } from './posting-facts';

/**
 * The columns of a posting, plus the two per-row figures every list shows. `savedBy` is the
 * signed-in student (or null): isSaved is true only for a job that student saved.
 */
// Drizzle leaves column names unqualified in a one-table select, so a correlated subquery must
// name the outer and inner tables itself.
export const OUTER_JOB_ID = sql.raw('"jobs"."id"');

export function jobColumns(savedBy: string | Placeholder | null) {
  return {
    id: jobs.id,
    title: jobs.title,
    companyName: jobs.companyName,
    description: jobs.description,
    location: jobs.location,
    city: jobs.city,
    type: jobs.type,
    duration: jobs.duration,
    industry: jobs.industry,
    requirements: jobs.requirements,
    isActive: jobs.isActive,
    isHighSchoolOpportunity: jobs.isHighSchoolOpportunity,
    employerVerified: jobs.employerVerified,
    applicationDeadline: jobs.applicationDeadline,
    filledAt: jobs.filledAt,
    ...postingFactColumns,
    createdAt: jobs.createdAt,
    viewCount: jobs.viewCount,
    // Kept by a trigger on applications (migration 0005): no count per row of a list.
    applicationCount: jobs.applicationCount,
    employerResponseRate: jobs.employerResponseRate,
    employerResponseDays: jobs.employerResponseDays,
    isSaved: savedBy
      ? sql<boolean>`exists(select 1 from ${savedJobs} s where s.job_id = ${OUTER_JOB_ID} and s.student_id = ${savedBy})`
      : (sql<boolean>`false` as SQL<boolean>),
    // The "Partner of your school" badge (docs/product/schools.md#partners): the student's approved school
    // has an accepted partnership with the posting's employer.
    isSchoolPartner: savedBy
      ? sql<boolean>`exists(select 1 from ${schoolLinks} l join ${schoolPartnerships} p on p.institution_id = l.institution_id where l.student_id = ${savedBy} and l.status = 'approved' and p.employer_id = "jobs"."employer_id" and p.status = 'accepted')`
      : (sql<boolean>`false` as SQL<boolean>),
  };
}

/** A posting's row as a query returns it: timestamps as Dates (drizzle's mapping) or as PostgreSQL's text (job-page.ts). */
export interface JobRow extends PostingFactRow {
  id: string;
  title: string;
  companyName: string;
  description: string;
  location: string;
  city: string;
  type: string;
  duration: string | null;
  industry: string | null;
  requirements: string[];
  isActive: boolean;
  isHighSchoolOpportunity: boolean;
  employerVerified: boolean;
  applicationDeadline: Date | string | null;
  filledAt: Date | string | null;
  createdAt: Date | string;
  viewCount: number;
  applicationCount: number;
  employerResponseRate: number | null;
  employerResponseDays: number | null;
  isSaved: boolean;
  isSchoolPartner: boolean;
}

/**
 * Dates become ISO strings; the count moves under _count, the name the API has always used. Every
 * field is named rather than spread: a list maps 20 rows per request, and V8's object rest/spread
 * made this function the app's busiest line under load (docs/benchmarks.md#http-under-load).
 */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    companyName: row.companyName,
    description: row.description,
    location: row.location,
    city: row.city,
    type: row.type,
    duration: row.duration,
    industry: row.industry,
    requirements: row.requirements,
    isActive: row.isActive,
    isHighSchoolOpportunity: row.isHighSchoolOpportunity,
    employerVerified: row.employerVerified,
    applicationDeadline: row.applicationDeadline ? new Date(row.applicationDeadline).toISOString() : null,
    filledAt: row.filledAt ? new Date(row.filledAt).toISOString() : null,
    pay: payOf(row),
    hoursPerWeek: row.hoursPerWeek,
    startDate: row.startDate,
    places: row.places,
    minimumAge: row.minimumAge,
    postalCode: row.postalCode,
    createdAt: new Date(row.createdAt).toISOString(),
    viewCount: row.viewCount,
    _count: { applications: Number(row.applicationCount) },
    isSaved: Boolean(row.isSaved),
    isSchoolPartner: Boolean(row.isSchoolPartner),
    employerResponse:
      row.employerResponseRate === null || row.employerResponseDays === null
        ? null
        : { ratePercent: Number(row.employerResponseRate), typicalDays: Number(row.employerResponseDays) },
  };
}

/** Statuses an employer has acted on; anything else counts as pending (docs/product/jobs.md#application-status). */
export const DECIDED_STATUSES = ['reviewing', 'interview', 'offered', 'accepted', 'declined', 'rejected', 'no_response'] as const;
