import type { FastifyInstance } from 'fastify';
import { messagesEndpoints } from '@common/endpoints/messages';
import { registerEndpoint } from '../../http/register-endpoint';
import { registerMessagesDigestTask } from './messages-digest';
import { adminReports, reportMessage, resolveReport, saveTimeZone, schoolReports } from './report-service';

/** Reports on messages, the school's and the admins' lists, an admin's decision; the user's time zone. */
export async function messageReportRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  registerMessagesDigestTask(deps, app.log);

  registerEndpoint(app, messagesEndpoints.report, async ({ auth, params, body }) => reportMessage(deps, auth, params.id, body, new Date()));

  registerEndpoint(app, messagesEndpoints.schoolReports, async ({ auth, query }) => ({
    reports: await schoolReports(deps.db, auth.user.id, query.status, new Date()),
  }));

  registerEndpoint(app, messagesEndpoints.adminReports, async ({ query }) => ({ reports: await adminReports(deps.db, query.status) }));

  registerEndpoint(app, messagesEndpoints.resolveReport, async ({ request, auth, params, body }) =>
    resolveReport(deps, request, auth, params.id, body, new Date()),
  );

  registerEndpoint(app, messagesEndpoints.setTimeZone, async ({ auth, body, reply }) => {
    await saveTimeZone(deps.db, auth.user.id, body.timeZone);
    return reply.status(204).send();
  });
}
