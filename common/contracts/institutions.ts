import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums';

// Contracts of the institutions feature (spec 2.9): roster, placements and local alerts.

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

/** Lists that grow are paged: ?page=1&pageSize=50 (at most 100). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageInfo = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

export const idParams = z.object({ id: z.uuid('Not a valid id') });
export type IdParams = z.infer<typeof idParams>;

/** Spec 3 "Alert": the job, with employer.companyName nested. */
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

export const alertsResponse = z.object({ alerts: z.array(institutionAlertSchema), ...pageInfo });
export type AlertsResponse = z.infer<typeof alertsResponse>;

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
  /** The student's resume download (issue 3's route), or null when there is none. */
  resumeUrl: z.string().nullable(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

export const studentsResponse = z.object({ students: z.array(rosterStudentSchema), ...pageInfo });
export type StudentsResponse = z.infer<typeof studentsResponse>;

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

export const placementsResponse = z.object({
  placements: z.array(placementSchema),
  /** Accepted applications across all pages. */
  placementCount: z.number().int(),
  ...pageInfo,
});
export type PlacementsResponse = z.infer<typeof placementsResponse>;
