import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import {
  backgroundTaskParams,
  failedTasksPage,
  failedTasksQuery,
  mailMessageParams,
  mailMessageResponse,
  mailMessagesPage,
  mailMessagesQuery,
  mailOverviewResponse,
  retryTaskResponse,
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
  failedTasks: defineEndpoint({
    method: 'GET',
    path: '/api/admin/background-tasks/failed',
    tag,
    summary: 'Background tasks that failed for good, newest first, with their last error',
    access: access.admin,
    query: failedTasksQuery,
    response: failedTasksPage,
    reads: ['mail'],
  }),
  retryTask: defineEndpoint({
    method: 'POST',
    path: '/api/admin/background-tasks/:id/retry',
    tag,
    summary: 'Try a failed background task again (audited; 409 when it has not failed)',
    access: access.admin,
    params: backgroundTaskParams,
    response: retryTaskResponse,
    changes: ['mail', 'auditLog', 'newsletter'],
    errors: ['CONFLICT'],
  }),
};
