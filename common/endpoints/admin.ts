import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { userIdParams, uuidParams } from '../api/params';
import { userStatusBody, userStatusResponse } from '../contracts/account';
import {
  adminJobsPage,
  adminJobsQuery,
  adminStatsSchema,
  adminUsersPage,
  adminUsersQuery,
  auditLogPage,
  auditLogQuery,
  changeRoleBody,
  changeRoleResponse,
  deleteUserResponse,
  impersonateBody,
  impersonationResponse,
  stopImpersonationBody,
  takeDownJobBody,
  takeDownJobResponse,
} from '../contracts/admin';
import {
  verificationDecisionBody,
  verificationDecisionResponse,
  verificationPage,
  verificationParams,
  verificationQuery,
} from '../contracts/verification';

const tag = 'admin';

/**
 * The admin dashboard's endpoints (docs/product/admin.md). Admin powers need an admin's own
 * session, never one that is viewing as someone else (`access.admin`).
 */
export const adminEndpoints = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stats',
    tag,
    summary: 'Platform statistics',
    access: access.admin,
    response: adminStatsSchema,
    reads: ['stats', 'users', 'jobs', 'applications'],
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    tag,
    summary: 'Users, searched, filtered by role and paged',
    access: access.admin,
    query: adminUsersQuery,
    response: adminUsersPage,
    reads: ['users', 'profile'],
  }),
  changeRole: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:userId/role',
    tag,
    summary: "Change a user's role (audited)",
    access: access.admin,
    params: userIdParams(),
    body: changeRoleBody,
    response: changeRoleResponse,
    changes: ['users', 'stats', 'auditLog'],
  }),
  /** Suspend or reactivate another user (audited); the account feature's service does the work. */
  setUserStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:userId/status',
    tag,
    summary: 'Suspend or reactivate a user (audited)',
    access: access.admin,
    params: userIdParams(),
    body: userStatusBody,
    response: userStatusResponse,
    changes: ['users', 'auditLog'],
  }),
  /**
   * Delete another user's account and everything of theirs (audited); never your own, never the
   * last admin who can sign in (common/admin-rules.ts). The account feature's service does the work.
   */
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:userId',
    tag,
    summary: "Delete a user's account and data, permanently (audited)",
    access: access.admin,
    params: userIdParams(),
    response: deleteUserResponse,
    changes: ['users', 'stats', 'auditLog', 'jobs', 'applications', 'events'],
    errors: ['CONFLICT'],
  }),
  jobs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    tag,
    summary: 'Every job posting, inactive ones included',
    access: access.admin,
    query: adminJobsQuery,
    response: adminJobsPage,
    reads: ['jobs', 'applications'],
  }),
  /**
   * Take a posting down with a reason (audited): it leaves every public list, its employer is
   * notified and cannot switch it on again (docs/product/admin.md#taking-a-posting-down).
   */
  takeDownJob: defineEndpoint({
    method: 'POST',
    path: '/api/admin/jobs/:id/takedown',
    tag,
    summary: 'Take a posting down, with the reason the employer reads (audited)',
    access: access.admin,
    params: uuidParams('job'),
    body: takeDownJobBody,
    response: takeDownJobResponse,
    changes: ['jobs', 'stats', 'auditLog', 'alerts', 'notifications'],
    errors: ['CONFLICT'],
  }),
  /** The verification queue: schools or employers of one status, newest first (docs/product/admin.md#verification). */
  verifications: defineEndpoint({
    method: 'GET',
    path: '/api/admin/verifications',
    tag,
    summary: 'Schools or employers waiting for verification (or already decided)',
    access: access.admin,
    query: verificationQuery,
    response: verificationPage,
    reads: ['verifications'],
  }),
  /** Verify or reject a school or an employer (audited); what students see changes with it. */
  decideVerification: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/verifications/:kind/:id',
    tag,
    summary: 'Verify or reject a school or an employer (audited)',
    access: access.admin,
    params: verificationParams,
    body: verificationDecisionBody,
    response: verificationDecisionResponse,
    changes: ['verifications', 'auditLog', 'jobs', 'institutions', 'stats', 'alerts', 'roster'],
    // Verifying an account whose e-mail address is not confirmed.
    errors: ['CONFLICT'],
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    tag,
    summary: 'The audit log, newest first',
    access: access.admin,
    query: auditLogQuery,
    response: auditLogPage,
    reads: ['auditLog'],
  }),
  /** Start viewing as a user: the browser's session becomes theirs, so the whole cache is reset. */
  impersonate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/impersonate',
    tag,
    summary: 'View the product as a user (audited)',
    access: access.admin,
    body: impersonateBody,
    response: impersonationResponse,
    changes: ['session'],
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  /**
   * Back to the admin's own session. Open to any session so that it answers plainly: 400 when the
   * session is not viewing as anyone, 401 when the admin's own session has expired.
   */
  stopImpersonation: defineEndpoint({
    method: 'POST',
    path: '/api/admin/impersonate/stop',
    tag,
    summary: 'Return to your admin account (audited)',
    access: access.signedIn,
    body: stopImpersonationBody,
    response: impersonationResponse,
    changes: ['session'],
  }),
};
