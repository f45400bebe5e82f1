import type { z } from 'zod';
import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { userIdParams } from '../api/params';
import { accountChangeResponse, userStatusBody, userStatusResponse } from '../contracts/account';

/** userIdParams() types its key as any string; this names the key, so `params.userId` is a string. */
const userParams = userIdParams() as z.ZodObject<{ userId: z.ZodString }>;

// Suspending and deleting an account (docs/product/accounts.md#closing-an-account).

export const accountEndpoints = {
  /**
   * Your own session only, never an impersonation. The session ends here; the browser then loads
   * / afresh, which drops every cached answer, so only the admin's user list is named.
   */
  suspendOwn: defineEndpoint({
    method: 'PATCH', path: '/api/account/suspend', tag: 'account', summary: 'Suspend your own account (only an admin can reactivate it)',
    access: access.ownAccount, response: accountChangeResponse, changes: ['users'],
  }),
  /** As suspendOwn; the account's postings, applications and registrations go with it. */
  deleteOwn: defineEndpoint({
    method: 'DELETE', path: '/api/account/delete', tag: 'account', summary: 'Delete your own account and everything of yours, permanently',
    access: access.ownAccount, response: accountChangeResponse, changes: ['users', 'stats'],
  }),
  setUserStatus: defineEndpoint({
    method: 'PATCH', path: '/api/admin/users/:userId/status', tag: 'account', summary: 'Suspend or reactivate a user (admin)',
    access: access.admin, params: userParams, body: userStatusBody, response: userStatusResponse, changes: ['users', 'auditLog'],
  }),
};
