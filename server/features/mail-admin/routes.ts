import type { FastifyInstance } from 'fastify';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { AppError, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { retryFailedJob } from '../../queue/job-store';
import { recordAudit } from '../admin/audit-log';
import { countMailState, findJob, findMailMessage, listFailedJobs, listMailMessages, requeueMessageOfJob } from './mail-admin-repository';

/**
 * The E-mail tab of /admin (docs/product/admin.md#e-mail-tab): how FirstRung sends, every
 * message, one message's text while it is stored, and the failed background jobs with "Try again".
 */
export async function mailAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, queue, config } = app.deps;

  registerEndpoint(app, mailAdminEndpoints.overview, async () => ({ mode: mailer.mode, from: config.mail.from, ...(await countMailState(db)) }));

  registerEndpoint(app, mailAdminEndpoints.messages, async ({ query }) => listMailMessages(db, query));

  registerEndpoint(app, mailAdminEndpoints.message, async ({ params }) => {
    const message = await findMailMessage(db, params.id);
    if (!message) throw notFound('That e-mail');
    return { message };
  });

  registerEndpoint(app, mailAdminEndpoints.failedJobs, async ({ query }) => listFailedJobs(db, query));

  registerEndpoint(app, mailAdminEndpoints.retryJob, async ({ request, auth, params }) => {
    await db.transaction(async (tx) => {
      const job = await findJob(tx, params.id);
      if (!job) throw notFound('That background job');
      if (!(await retryFailedJob(tx, job.id))) throw new AppError('CONFLICT', 'This job has not failed (it may have been tried again already).');
      await requeueMessageOfJob(tx, job);
      await recordAudit(tx, request, {
        action: 'background_job.retry',
        actor: { id: auth.user.id, email: auth.user.email },
        details: { jobId: job.id, kind: job.kind },
      });
    });
    queue.nudge();
    return { id: params.id, status: 'queued' as const };
  });
}
