import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { accountChangeResponse } from '../contracts/account';
import { confirmPasswordBody } from '../contracts/auth';

// Suspending and deleting an account (docs/product/accounts.md#closing-an-account).

export const accountEndpoints = {
  /**
   * Your own session only, never an impersonation. The session ends here; the browser then loads
   * / afresh, which drops every cached answer, so only the admin's user list is named.
   */
  suspendOwn: defineEndpoint({
    method: 'PATCH',
    path: '/api/account/suspend',
    tag: 'account',
    summary: 'Suspend your own account (only an admin can reactivate it)',
    access: access.ownAccount,
    response: accountChangeResponse,
    changes: ['users'],
  }),
  /**
   * As suspendOwn; the account's postings, applications and registrations go with it. The current
   * password is asked again (400 on `password` when wrong).
   */
  deleteOwn: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/delete',
    tag: 'account',
    summary: 'Delete your own account and everything of yours, permanently',
    access: access.ownAccount,
    body: confirmPasswordBody,
    response: accountChangeResponse,
    changes: ['users', 'stats'],
  }),
};
