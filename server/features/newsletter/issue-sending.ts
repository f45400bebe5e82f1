import type { Db } from '../../db/client';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import type { Mailer } from '../../mail/mailer';
import type { TaskQueue } from '../../queue/worker';
import { addRecipients, issueForSending, markSent } from './issues-repository';
import { issueMail } from './newsletter-mail';
import { listSubscribersBatch } from './newsletter-repository';

/** One batch of an issue's sending: the subscribers after `after` (in id order), up to the batch size. */
export const SEND_ISSUE_BATCH_TASK = 'newsletter.send_batch';

export interface IssueBatchPayload extends Record<string, unknown> {
  issueId: string;
  /** The last subscriber id of the previous batch; null for the first. */
  after: string | null;
}

/** The dedupe key of a batch task: one task per (issue, starting point), ever. */
export const batchTaskKey = (issueId: string, after: string | null) => `newsletter:${issueId}:batch:${after ?? 'start'}`;
/** The dedupe key of one issue's message to one subscriber: one message per pair, ever. */
export const issueMessageKey = (issueId: string, subscriptionId: string) => `newsletter:${issueId}:${subscriptionId}`;

/** Queues the first batch of an issue (inside the unit of work that marked it as sending). */
export async function enqueueFirstBatch(work: UnitOfWork, issueId: string): Promise<void> {
  const payload: IssueBatchPayload = { issueId, after: null };
  await work.enqueue(SEND_ISSUE_BATCH_TASK, payload, { dedupeKey: batchTaskKey(issueId, null) });
}

/**
 * Sending an issue (docs/decisions/024). Each batch task, in one transaction, queues the messages
 * of up to `batchSize` confirmed subscribers, each with its per-(issue, subscription) dedupe key,
 * then either queues the next batch (its own dedupe key) or marks the issue sent. A batch run
 * twice (a retry, a lapsed lease taken by a second server) queues nothing twice: the keys are
 * taken already, and only messages really added count as recipients.
 */
export function registerIssueSending(options: { db: Db; queue: TaskQueue; mailer: Mailer; publicUrl: string; batchSize: number }): void {
  const { db, queue, mailer, publicUrl, batchSize } = options;
  queue.handle(SEND_ISSUE_BATCH_TASK, async (payload) => {
    const issueId = String(payload.issueId);
    const after = typeof payload.after === 'string' ? payload.after : null;
    const issue = await issueForSending(db, issueId);
    // Deleted, or every batch already ran: nothing to do.
    if (!issue || issue.status !== 'sending') return;

    // The messages and the next batch run once committed (runUnitOfWork wakes the worker then).
    await runUnitOfWork({ db, queue }, async (work) => {
      const batch = await listSubscribersBatch(work.tx, after, batchSize);
      let added = 0;
      for (const subscriber of batch) {
        const id = await mailer.send(issueMail(publicUrl, issue, subscriber), { work, dedupeKey: issueMessageKey(issueId, subscriber.id) });
        if (id) added += 1;
      }
      await addRecipients(work.tx, issueId, added);
      const last = batch.at(-1);
      if (batch.length === batchSize && last) {
        const next: IssueBatchPayload = { issueId, after: last.id };
        await work.enqueue(SEND_ISSUE_BATCH_TASK, next, { dedupeKey: batchTaskKey(issueId, last.id) });
      } else {
        await markSent(work.tx, issueId);
      }
    });
  });
}
