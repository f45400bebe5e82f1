import { z } from 'zod';
import { pageOf, pageQueryFields } from '../api/paging';
import { ACCOUNT_STATUSES, ROLES } from '../enums';
import { keyed } from '../messages';
import { currentUserSchema } from './auth';

// The admin dashboard's schemas (docs/product/admin.md): the server validates with them, the
// browser is typed by them and the search form checks with them. The endpoints that use them are
// declared in common/endpoints/admin.ts.

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

const adminPageQuery = pageQueryFields(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX);

/** The stat cards: users by role, postings (all and active), applications. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalStudents: z.number().int(),
  totalEmployers: z.number().int(),
  totalInstitutions: z.number().int(),
  totalJobs: z.number().int(),
  activeJobs: z.number().int(),
  totalApplications: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The role filter: one of the roles, or 'none' for users who have not picked one yet. */
export const ADMIN_ROLE_FILTERS = [...ROLES, 'none'] as const;
export type AdminRoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];

export const adminUsersQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, keyed('fields.searchTooLong', { max: 100 }))
    .optional(),
  role: z.enum(ADMIN_ROLE_FILTERS, keyed('admin.roleFilterOneOf')).optional(),
  ...adminPageQuery,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const PROFILE_STATUSES = ['Complete', 'Incomplete'] as const;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  createdAt: z.string(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  /** Complete when the profile of the user's current role exists (common/admin-rules.ts). */
  profileStatus: z.enum(PROFILE_STATUSES),
  hasProfile: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPage = pageOf(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPage>;

export const changeRoleBody = z.object({
  role: z.enum(ROLES, keyed('admin.roleOneOf')),
});
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;
export const changeRoleResponse = z.object({ user: adminUserSchema });

/** The account is gone; its e-mail stays in the audit log. */
export const deleteUserResponse = z.object({ deleted: z.object({ id: z.string(), email: z.string() }) });
export type DeleteUserResponse = z.infer<typeof deleteUserResponse>;

export const adminJobsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, keyed('fields.searchTooLong', { max: 100 }))
    .optional()
    .describe('Only postings whose title or company contains this (case-insensitive)'),
  ...adminPageQuery,
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuery>;

export const adminJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  city: z.string(),
  type: z.string(),
  isActive: z.boolean(),
  applicationCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  /** Set when an admin took the posting down (docs/product/admin.md#taking-a-posting-down). */
  takenDownAt: z.string().nullable(),
  takedownReason: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobsPage = pageOf(adminJobSchema);
export type AdminJobsPage = z.infer<typeof adminJobsPage>;

export const TAKEDOWN_REASON_MAX = 500;

/** Why the posting is taken down: the employer reads it in the notification and on their dashboard. */
export const takeDownJobBody = z.object({
  reason: z
    .string(keyed('admin.takedownReasonRequired'))
    .trim()
    .min(1, keyed('admin.takedownReasonRequired'))
    .max(TAKEDOWN_REASON_MAX, keyed('admin.takedownReasonTooLong', { max: TAKEDOWN_REASON_MAX })),
});
export type TakeDownJobBody = z.infer<typeof takeDownJobBody>;
export const takeDownJobResponse = z.object({ job: adminJobSchema });

export const AUDIT_ACTIONS = [
  'impersonation.start',
  'impersonation.stop',
  /** A change an admin made while viewing as a user (server/features/admin/impersonation-audit.ts). */
  'impersonation.write',
  'user.role_change',
  'user.reactivate',
  'user.suspend',
  'user.delete',
  'institution.verify',
  'institution.reject',
  'employer.verify',
  'employer.reject',
  'newsletter.issue_create',
  'newsletter.issue_update',
  'newsletter.issue_delete',
  'newsletter.issue_send',
  'background_job.retry',
  'job.takedown',
  'mail.read',
  /** A school's coordinator (or, with no school, the employer) verified hours on the supervisor's behalf. */
  'placement.hours_verify',
  /** School staff or an admin read a conversation between an employer and a student (docs/product/messages.md). */
  'message_thread.read',
  /** An admin's decision on a reported message (docs/product/messages.md#report-and-block). */
  'message_report.resolve',
  /** An archive of a person's data asked for, and downloaded (docs/product/school-sign-in.md#export-my-data). */
  'data_export.request',
  'data_export.download',
  /**
   * A school's staff saved or removed its identity provider, which signs students in as its own,
   * approved at once (docs/product/school-sign-in.md).
   */
  'school_sign_in.provider_save',
  'school_sign_in.provider_remove',
] as const;

export const auditLogQuery = z.object({ ...adminPageQuery });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
export const auditEntrySchema = z.object({
  id: z.string(),
  /** One of AUDIT_ACTIONS; kept a string so older rows of a retired action still read. */
  action: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditLogPage = pageOf(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPage>;

export const impersonateBody = z.object({
  targetUserId: z.string().trim().min(1, keyed('admin.impersonationTargetRequired')).max(100),
});
export type ImpersonateBody = z.infer<typeof impersonateBody>;
/** Start: the user now being viewed; stop: the admin again. */
export const impersonationResponse = z.object({ user: currentUserSchema });
/** Stopping sends an empty object (a missing body is accepted too). */
export const stopImpersonationBody = z.object({}).optional();
