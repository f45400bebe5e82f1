import type { FastifyInstance } from 'fastify';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { CLIENT_LIMITS, withClientLimit } from '../../http/client-limits';
import { hitFixedWindow, type FixedWindowLimit } from '../../http/rate-counters';
import { registerEndpoint } from '../../http/register-endpoint';
import { requestLanguage } from '../../http/request-language';
import { recordAudit } from '../admin/audit-log';
import { enqueueFirstBatch, registerIssueSending } from './issue-sending';
import { createIssue, deleteDraft, findIssue, listIssues, markSending, updateDraft } from './issues-repository';
import { confirmMail } from './newsletter-mail';
import { confirmSubscription, countSubscribers, requestSubscription, unsubscribeByToken } from './newsletter-repository';

/** Per client address, each of subscribe, confirm and unsubscribe its own count, so a script cannot fill the list with made-up addresses. */
export const SUBSCRIBE_LIMIT = CLIENT_LIMITS.newsletter;

/**
 * Confirm e-mails per address per day: asking again sends another (a lost first one), but nobody
 * can flood someone's inbox through the form. Further requests answer the same and send nothing.
 */
export const CONFIRM_MAILS_PER_ADDRESS: FixedWindowLimit = { max: 3, windowSeconds: 24 * 60 * 60 };
const CONFIRM_MAIL_SCOPE = 'newsletter:confirm-mail';

/** The newsletter (docs/product/public-pages.md, docs/product/admin.md, docs/decisions/024). */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const { db, queue, mailer, config } = app.deps;
  registerIssueSending({ db, queue, mailer, publicUrl: config.publicUrl, batchSize: config.newsletter.batchSize });

  await withClientLimit(app, 'newsletter', (limited) => {
    // One answer whether the address is new, waiting, subscribed or unsubscribed, so the form
    // cannot be used to learn who is subscribed (docs/security.md). Only the confirm link mailed
    // to the address starts a subscription, so nobody can subscribe someone else.
    // The e-mails follow the language the form was sent in (docs/decisions/027).
    registerEndpoint(limited, newsletterEndpoints.subscribe, async ({ body, request }) => {
      const language = requestLanguage(request);
      await runUnitOfWork(app.deps, async (work) => {
        const confirmToken = await requestSubscription(work.tx, body.email, language);
        if (!confirmToken) return;
        const allowance = await hitFixedWindow(work.tx, CONFIRM_MAIL_SCOPE, body.email, CONFIRM_MAILS_PER_ADDRESS);
        if (!allowance.allowed) return;
        await mailer.send(confirmMail(config.publicUrl, body.email, confirmToken, language), { work });
      });
      return { status: 'check_your_email' as const };
    });

    registerEndpoint(limited, newsletterEndpoints.confirm, async ({ body }) => {
      if (!(await confirmSubscription(db, body.token))) throw new AppError('NOT_FOUND', 'newsletter.confirmLinkInvalid');
      return { status: 'confirmed' as const };
    });

    registerEndpoint(limited, newsletterEndpoints.unsubscribe, async ({ body }) => {
      if (!(await unsubscribeByToken(db, body.token))) throw new AppError('NOT_FOUND', 'newsletter.unsubscribeLinkInvalid');
      return { status: 'unsubscribed' as const };
    });
  });

  // Mail programs POST from their own servers (many users behind a few addresses), so this route
  // has no per-client limit: the 32-character random token is what protects it. The request has
  // no Origin or Sec-Fetch-Site header, which the cross-site check lets through (decision 019).
  registerEndpoint(app, newsletterEndpoints.oneClickUnsubscribe, async ({ query }) => {
    if (!(await unsubscribeByToken(db, query.token))) throw new AppError('NOT_FOUND', 'newsletter.unsubscribeLinkInvalid');
    return { status: 'unsubscribed' as const };
  });

  registerEndpoint(app, newsletterEndpoints.stats, async () => countSubscribers(db));

  registerEndpoint(app, newsletterEndpoints.issues, async ({ query }) => listIssues(db, query));

  registerEndpoint(app, newsletterEndpoints.createIssue, async ({ request, auth, body }) => {
    const issue = await db.transaction(async (tx) => {
      const created = await createIssue(tx, body, auth.user.id);
      await recordAudit(tx, request, {
        action: 'newsletter.issue_create',
        actor: { id: auth.user.id, email: auth.user.email },
        details: { issueId: created.id, subject: created.subject },
      });
      return created;
    });
    return { issue };
  });

  registerEndpoint(app, newsletterEndpoints.updateIssue, async ({ request, auth, params, body }) => {
    const issue = await db.transaction(async (tx) => {
      const updated = await updateDraft(tx, params.id, body);
      if (updated === 'not_found') throw notFound('newsletterIssue');
      if (updated === 'not_draft') throw new AppError('CONFLICT', 'newsletter.issueSent');
      await recordAudit(tx, request, {
        action: 'newsletter.issue_update',
        actor: { id: auth.user.id, email: auth.user.email },
        details: { issueId: updated.id, subject: updated.subject },
      });
      return updated;
    });
    return { issue };
  });

  registerEndpoint(app, newsletterEndpoints.deleteIssue, async ({ request, auth, params }) => {
    await db.transaction(async (tx) => {
      const deleted = await deleteDraft(tx, params.id);
      if (deleted === 'not_found') throw notFound('newsletterIssue');
      if (deleted === 'not_draft') throw new AppError('CONFLICT', 'newsletter.issueSent');
      await recordAudit(tx, request, {
        action: 'newsletter.issue_delete',
        actor: { id: auth.user.id, email: auth.user.email },
        details: { issueId: deleted.id, subject: deleted.subject },
      });
    });
    return { ok: true as const };
  });

  // Sent once: draft → sending and the first batch task in one transaction; a second Send is a 409.
  registerEndpoint(app, newsletterEndpoints.sendIssue, async ({ request, auth, params }) => {
    await runUnitOfWork(app.deps, async (work) => {
      const started = await markSending(work.tx, params.id);
      if (started === 'not_found') throw notFound('newsletterIssue');
      if (started === 'not_draft') throw new AppError('CONFLICT', 'newsletter.issueSent');
      await enqueueFirstBatch(work, params.id);
      const issue = await findIssue(work.tx, params.id);
      await recordAudit(work.tx, request, {
        action: 'newsletter.issue_send',
        actor: { id: auth.user.id, email: auth.user.email },
        details: { issueId: params.id, subject: issue?.subject ?? '' },
      });
    });
    const issue = await findIssue(db, params.id);
    if (!issue) throw notFound('newsletterIssue');
    return { issue };
  });
}
