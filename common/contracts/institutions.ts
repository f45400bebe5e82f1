import { z } from 'zod';
import { pageOf, pageQueryFields } from '../api/paging';
import { APPLICATION_STATUSES } from '../enums';
import { keyed } from '../messages';
import { searchTermField } from './jobs';

// Contracts of the institutions feature: roster, placements and local alerts
// (docs/product/schools.md).

/** The institution dashboard's lists: 50 a page unless asked, at most 100. */
export const INSTITUTION_PAGE_DEFAULT = 50;
export const INSTITUTION_PAGE_MAX = 100;

export const institutionListQuery = z.object(pageQueryFields(INSTITUTION_PAGE_DEFAULT, INSTITUTION_PAGE_MAX));
export type InstitutionListQuery = z.infer<typeof institutionListQuery>;

/**
 * Where a student of the roster stands (docs/product/schools.md#roster-and-placements): placed (an
 * accepted application), applied (applications, none accepted yet), or not applied yet.
 */
export const ROSTER_STATUSES = ['placed', 'applied', 'not_applied'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

/** The roster's page, searched by name or e-mail and filtered by where the students stand. */
export const rosterQuery = institutionListQuery.extend({
  q: searchTermField("Case-insensitive substring search over the student's first name, last name and e-mail address"),
  status: z.enum(ROSTER_STATUSES, keyed('fields.statusOneOf', { values: ROSTER_STATUSES.join(', ') })).optional(),
});
export type RosterQuery = z.infer<typeof rosterQuery>;

/** The placements' page, filtered by the application's status. */
export const placementsQuery = institutionListQuery.extend({
  status: z.enum(APPLICATION_STATUSES, keyed('fields.statusOneOf', { values: APPLICATION_STATUSES.join(', ') })).optional(),
});
export type PlacementsQuery = z.infer<typeof placementsQuery>;

/** An alert: the posting, with its employer's company name nested. */
export const institutionAlertSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  job: z.object({
    id: z.string(),
    title: z.string(),
    city: z.string(),
    type: z.string(),
    employer: z.object({ companyName: z.string() }),
  }),
});
export type InstitutionAlert = z.infer<typeof institutionAlertSchema>;

export const alertsPage = pageOf(institutionAlertSchema);
export type AlertsPage = z.infer<typeof alertsPage>;

/** One row of the registered students table. */
export const rosterStudentSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  grade: z.string().nullable(),
  educationLevel: z.string().nullable(),
  skills: z.array(z.string()),
  expectedGraduation: z.string().nullable(),
  applicationCount: z.number().int(),
  placementCount: z.number().int(),
  /** The student's resume download address, or null when there is none. */
  resumeUrl: z.string().nullable(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

export const rosterPage = pageOf(rosterStudentSchema);
export type RosterPage = z.infer<typeof rosterPage>;

/** An application of one of the institution's students; accepted ones are placements. */
export const placementSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  isPlacement: z.boolean(),
  createdAt: z.string(),
  student: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  job: z.object({ id: z.string(), title: z.string() }),
  employer: z.object({ companyName: z.string() }),
});
export type Placement = z.infer<typeof placementSchema>;

export const placementsPage = pageOf(placementSchema).extend({
  placementCount: z.number().int().nullable().describe('Accepted applications across all pages; counted on the first page like total, else null'),
});
export type PlacementsPage = z.infer<typeof placementsPage>;
