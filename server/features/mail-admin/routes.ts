import type { FastifyInstance } from 'fastify';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { recordAudit } from '../admin/audit-log';
import {
  countMailState,
  findMailMessage,
  findTask,
  isMailTaskWithoutText,
  listFailedTasks,
  listMailMessages,
  requeueMessageOfTask,
} from './mail-admin-repository';

/**
 * The E-mail tab of /admin (docs/product/admin.md#e-mail-tab): how FirstRung sends, every
 * message, one message's text while it is stored (its links and codes masked, each read audited),
 * and the failed background tasks with "Try again".
 */
export async function mailAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, config } = app.deps;

  registerEndpoint(app, mailAdminEndpoints.overview, async () => ({ mode: mailer.mode, from: config.mail.from, ...(await countMailState(db)) }));

  registerEndpoint(app, mailAdminEndpoints.messages, async ({ query }) => listMailMessages(db, query));

  registerEndpoint(app, mailAdminEndpoints.message, async ({ request, auth, params }) => {
    const found = await findMailMessage(db, params.id);
    if (!found) throw notFound('email');
    // Every admin's every read is on record before the text leaves (docs/security.md).
    await recordAudit(db, request, {
      action: 'mail.read',
      actor: { id: auth.user.id, email: auth.user.email },
      target: found.userId ? { id: found.userId, email: found.message.to } : null,
      details: { messageId: found.message.id, kind: found.message.kind },
    });
    return { message: found.message };
  });

  registerEndpoint(app, mailAdminEndpoints.failedTasks, async ({ query }) => listFailedTasks(db, query));

  registerEndpoint(app, mailAdminEndpoints.retryTask, async ({ request, auth, params }) => {
    // Queued again in the unit of work, which starts the task once the retry is committed.
    await runUnitOfWork(app.deps, async (work) => {
      const task = await findTask(work.tx, params.id);
      if (!task) throw notFound('backgroundTask');
      if (await isMailTaskWithoutText(work.tx, task)) throw new AppError('CONFLICT', 'mailAdmin.messageTextGone');
      if (!(await work.retryFailedTask(task.id))) throw new AppError('CONFLICT', 'mailAdmin.taskNotFailed');
      await requeueMessageOfTask(work.tx, task);
      // The action and its `jobId` keep the names they had before the queue's jobs became tasks:
      // the audit log is append-only, and its older entries of this action read the same.
      await recordAudit(work.tx, request, {
        action: 'background_job.retry',
        actor: { id: auth.user.id, email: auth.user.email },
        details: { jobId: task.id, kind: task.kind },
      });
    });
    return { id: params.id, status: 'queued' as const };
  });
}
