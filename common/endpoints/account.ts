import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { accountChangeResponse, accountLanguageBody, accountLanguageResponse } from '../contracts/account';
import { changeEmailBody, changePasswordBody, checkYourEmailResponse, confirmPasswordBody } from '../contracts/auth';

// Changing your password or e-mail address, suspending and deleting an account
// (docs/product/accounts.md#your-password-and-e-mail-address, #closing-an-account).

export const accountEndpoints = {
  /**
   * Your own session only. The current password is asked (400 on `currentPassword` when wrong,
   * slowed like sign-in); every other session of the account ends, this one goes on.
   */
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/change-password',
    tag: 'account',
    summary: 'Change your password (your other sessions end)',
    access: access.ownAccount,
    body: changePasswordBody,
    response: accountChangeResponse,
    // The same person stays signed in (with a new session cookie); nothing shown changes.
    changes: [],
    rateLimited: true,
  }),
  /**
   * Your own session only, with your password. Nothing changes until the link mailed to the new
   * address is opened; a confirmed old address gets a notice. The same answer whether the new
   * address has an account or not.
   */
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/api/account/change-email',
    tag: 'account',
    summary: 'Change your e-mail address (confirmed by a link sent to the new address)',
    access: access.ownAccount,
    body: changeEmailBody,
    response: checkYourEmailResponse,
    status: 202,
    // Nothing changes until the new address's link is opened (verifyEmail changes the session).
    changes: [],
    rateLimited: true,
  }),
  /**
   * The language of the app, the e-mails and the server's messages for this account
   * (docs/decisions/026). Your own session only: it is the account holder's own preference, and
   * an admin viewing as someone switches the language of their own browser, never the user's.
   */
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/account/language',
    tag: 'account',
    summary: 'Choose the language of your account (the app, e-mails and messages)',
    access: access.ownAccount,
    body: accountLanguageBody,
    response: accountLanguageResponse,
    // The browser switches at once and puts the answer into the cached current user itself; no
    // other cached answer depends on the language.
    changes: [],
  }),
  /**
   * Your own session only, never an impersonation. The current password is asked again (400 on
   * `password` when wrong; guesses slowed like sign-in's, 429), as for deleting: a session left
   * open on a shared computer cannot lock the owner out. The session ends here; the browser then
   * loads / afresh, which drops every cached answer, so only the admin's user list is named.
   */
  suspendOwn: defineEndpoint({
    method: 'PATCH',
    path: '/api/account/suspend',
    tag: 'account',
    summary: 'Suspend your own account (only an admin can reactivate it); asks for your password',
    access: access.ownAccount,
    body: confirmPasswordBody,
    response: accountChangeResponse,
    changes: ['users'],
    rateLimited: true,
    errors: ['CONFLICT'],
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
    rateLimited: true,
    errors: ['CONFLICT'],
  }),
};
