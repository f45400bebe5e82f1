import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import {
  backgroundJobParams,
  failedJobsPage,
  failedJobsQuery,
  mailMessageParams,
  mailMessageResponse,
  mailMessagesPage,
  mailMessagesQuery,
  mailOverviewResponse,
  retryJobResponse,
} from '../contracts/mail-admin';

const tag = 'mail';

/** The E-mail tab of /admin (docs/product/admin.md#e-mail-tab): admins only, in their own session. */
export const mailAdminEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/admin/mail',
    tag,
    summary: 'How FirstRung sends e-mail (SMTP or the outbox) and what waits or failed',
    access: access.admin,
    response: mailOverviewResponse,
    reads: ['mail'],
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/admin/mail/messages',
    tag,
    summary: 'Every e-mail FirstRung wrote, newest first',
    access: access.admin,
    query: mailMessagesQuery,
    response: mailMessagesPage,
    reads: ['mail'],
  }),
  message: defineEndpoint({
    method: 'GET',
    path: '/api/admin/mail/messages/:id',
    tag,
    summary: "One e-mail, with its text while it is stored (the outbox's messages)",
    access: access.admin,
    params: mailMessageParams,
    response: mailMessageResponse,
    reads: ['mail'],
  }),
  failedJobs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/background-jobs/failed',
    tag,
    summary: 'Background jobs that failed for good, newest first, with their last error',
    access: access.admin,
    query: failedJobsQuery,
    response: failedJobsPage,
    reads: ['mail'],
  }),
  retryJob: defineEndpoint({
    method: 'POST',
    path: '/api/admin/background-jobs/:id/retry',
    tag,
    summary: 'Try a failed background job again (audited; 409 when it has not failed)',
    access: access.admin,
    params: backgroundJobParams,
    response: retryJobResponse,
    changes: ['mail', 'auditLog', 'newsletter'],
    errors: ['CONFLICT'],
  }),
};
