import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { okResponse } from '../contracts/auth';
import {
  confirmSubscriptionBody,
  confirmSubscriptionResponse,
  newsletterIssueBody,
  newsletterIssueParams,
  newsletterIssueResponse,
  newsletterIssuesPage,
  newsletterIssuesQuery,
  newsletterStatsResponse,
  oneClickUnsubscribeBody,
  oneClickUnsubscribeQuery,
  subscribeBody,
  subscribeResponse,
  unsubscribeBody,
  unsubscribeResponse,
} from '../contracts/newsletter';

const tag = 'newsletter';

/**
 * The newsletter (docs/product/public-pages.md, docs/product/admin.md): subscribing with double
 * opt-in, unsubscribing by link or by a mail program's one-click button, the admins' figures and
 * issues.
 */
export const newsletterEndpoints = {
  /** The footer form, open to everyone. Mails a confirm link; the answer is the same for every address. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    tag,
    summary: 'Ask for the newsletter: a confirm link is e-mailed to the address',
    access: access.public,
    body: subscribeBody,
    response: subscribeResponse,
    changes: ['newsletter'],
    rateLimited: true,
  }),
  /** The confirm page posts the token from the e-mailed link; no sign-in needed. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/confirm',
    tag,
    summary: 'Confirm a subscription with the token from the confirm e-mail',
    access: access.public,
    body: confirmSubscriptionBody,
    response: confirmSubscriptionResponse,
    changes: ['newsletter'],
    errors: ['NOT_FOUND'],
    rateLimited: true,
  }),
  /** The unsubscribe page posts the token from the e-mail link; no sign-in needed. */
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    tag,
    summary: 'Unsubscribe with the token from a newsletter e-mail',
    access: access.public,
    body: unsubscribeBody,
    response: unsubscribeResponse,
    changes: ['newsletter'],
    errors: ['NOT_FOUND'],
    rateLimited: true,
  }),
  /** RFC 8058: the address of each issue's List-Unsubscribe header, POSTed by mail programs as a form. */
  oneClickUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/one-click-unsubscribe',
    tag,
    summary: "A mail program's one-click unsubscribe (form body List-Unsubscribe=One-Click, token in the query)",
    access: access.public,
    query: oneClickUnsubscribeQuery,
    body: oneClickUnsubscribeBody,
    response: unsubscribeResponse,
    changes: ['newsletter'],
    errors: ['NOT_FOUND'],
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/newsletter/stats',
    tag,
    summary: 'How many addresses are subscribed (confirmed), and how many wait for their confirmation',
    access: access.admin,
    response: newsletterStatsResponse,
    reads: ['newsletter'],
  }),
  issues: defineEndpoint({
    method: 'GET',
    path: '/api/admin/newsletter/issues',
    tag,
    summary: 'Newsletter issues, newest first, with their status and recipients',
    access: access.admin,
    query: newsletterIssuesQuery,
    response: newsletterIssuesPage,
    reads: ['newsletter'],
  }),
  createIssue: defineEndpoint({
    method: 'POST',
    path: '/api/admin/newsletter/issues',
    tag,
    summary: 'Write a newsletter issue, saved as a draft (audited)',
    access: access.admin,
    body: newsletterIssueBody,
    response: newsletterIssueResponse,
    status: 201,
    changes: ['newsletter', 'auditLog'],
  }),
  updateIssue: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/newsletter/issues/:id',
    tag,
    summary: 'Edit a draft issue (409 once it is sent; audited)',
    access: access.admin,
    params: newsletterIssueParams,
    body: newsletterIssueBody,
    response: newsletterIssueResponse,
    changes: ['newsletter', 'auditLog'],
    errors: ['CONFLICT'],
  }),
  deleteIssue: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/newsletter/issues/:id',
    tag,
    summary: 'Delete a draft issue (409 once it is sent; audited)',
    access: access.admin,
    params: newsletterIssueParams,
    response: okResponse,
    changes: ['newsletter', 'auditLog'],
    errors: ['CONFLICT'],
  }),
  /** Sends once: a second call, or a call for an issue already being sent, is a 409. */
  sendIssue: defineEndpoint({
    method: 'POST',
    path: '/api/admin/newsletter/issues/:id/send',
    tag,
    summary: 'Send an issue to every confirmed subscriber, through the queue in batches (audited)',
    access: access.admin,
    params: newsletterIssueParams,
    response: newsletterIssueResponse,
    changes: ['newsletter', 'mail', 'auditLog'],
    errors: ['CONFLICT'],
  }),
};
