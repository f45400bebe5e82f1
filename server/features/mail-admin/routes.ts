import type { FastifyInstance } from 'fastify';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { recordAudit } from '../admin/audit-log';
import { countMailState, findJob, findMailMessage, listFailedJobs, listMailMessages, requeueMessageOfJob } from './mail-admin-repository';

/**
 * The E-mail tab of /admin (docs/product/admin.md#e-mail-tab): how FirstRung sends, every
 * message, one message's text while it is stored, and the failed background jobs with "Try again".
 */
export async function mailAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, config } = app.deps;

  registerEndpoint(app, mailAdminEndpoints.overview, async () => ({ mode: mailer.mode, from: config.mail.from, ...(await countMailState(db)) }));

  registerEndpoint(app, mailAdminEndpoints.messages, async ({ query }) => listMailMessages(db, query));

  registerEndpoint(app, mailAdminEndpoints.message, async ({ params }) => {
    const message = await findMailMessage(db, params.id);
    if (!message) throw notFound('email');
    return { message };
  });

  registerEndpoint(app, mailAdminEndpoints.failedJobs, async ({ query }) => listFailedJobs(db, query));

  registerEndpoint(app, mailAdminEndpoints.retryJob, async ({ request, auth, params }) => {
    // Queued again in the unit of work, which starts the job once the retry is committed.
    await runUnitOfWork(app.deps, async (work) => {
      const job = await findJob(work.tx, params.id);
      if (!job) throw notFound('backgroundJob');
      if (!(await work.retryFailedJob(job.id))) throw new AppError('CONFLICT', 'mailAdmin.jobNotFailed');
      await requeueMessageOfJob(work.tx, job);
      await recordAudit(work.tx, request, {
        action: 'background_job.retry',
        actor: { id: auth.user.id, email: auth.user.email },
        details: { jobId: job.id, kind: job.kind },
      });
    });
    return { id: params.id, status: 'queued' as const };
  });
}
