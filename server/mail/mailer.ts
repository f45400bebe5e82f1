import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailMessages, type MailAttachment } from '../db/schema';
import { runUnitOfWork, type UnitOfWork } from '../db/unit-of-work';
import type { JobQueue } from '../queue/worker';
import { composeMail, type MailContent } from './compose-mail';
import type { MailTransport } from './mail-transport';

/** One e-mail to queue: who, what kind, and its texts (see composeMail). */
export interface MailRequest extends MailContent {
  /** What it is, for the outbox and tests (`verify_email`, `notification.application_status`, …). */
  kind: string;
  to: string;
  userId?: string | null;
  attachments?: MailAttachment[];
}

export interface Mailer {
  mode: MailTransport['mode'];
  /**
   * Writes the message and queues its sending; inside `work` when given (runUnitOfWork), so a
   * message exists exactly when what it tells of was committed; else in a unit of work of its own.
   * Either way the queue is woken once the message is committed. `dedupeKey`: one message per key, ever.
   */
  send(request: MailRequest, options?: { work?: UnitOfWork; dedupeKey?: string }): Promise<string | null>;
}

export const SEND_MAIL_JOB = 'mail.send';

/**
 * E-mail through the durable queue (docs/decisions/021): `send` stores the message and a job;
 * the job hands it to the transport and records the outcome, retried with growing waits. A job
 * that finds its message already sent or kept does nothing, so a job run twice (a server stopped
 * after sending, before recording) is the only way a message could go twice.
 */
export function createMailer(db: Db, queue: JobQueue, transport: MailTransport, from: string): Mailer {
  queue.handle(SEND_MAIL_JOB, async (payload, { isLastAttempt }) => {
    const messageId = String(payload.messageId);
    const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
    if (!message || message.status === 'sent' || message.status === 'kept') return;
    try {
      await transport.deliver({
        id: message.id,
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody ?? '',
        html: message.htmlBody ?? '',
        headers: message.headers,
        attachments: message.attachments,
      });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await db
        .update(mailMessages)
        .set({ error: text.slice(0, 1000), ...(isLastAttempt ? { status: 'failed' as const } : {}) })
        .where(eq(mailMessages.id, message.id));
      throw error;
    }
    await db
      .update(mailMessages)
      .set(
        transport.mode === 'smtp'
          ? // Handed over: the bodies (with their links) are no longer ours to keep.
            { status: 'sent', sentAt: new Date(), error: null, textBody: null, htmlBody: null, attachments: [] }
          : { status: 'kept', sentAt: new Date(), error: null },
      )
      .where(and(eq(mailMessages.id, message.id), inArray(mailMessages.status, ['queued', 'failed'])));
  });

  return {
    mode: transport.mode,
    async send(request, options = {}) {
      const composed = composeMail(request);
      const messageId = crypto.randomUUID();
      const write = async (work: UnitOfWork) => {
        // The job first: a dedupe key already used means this message was written before.
        const jobId = await work.enqueue(SEND_MAIL_JOB, { messageId }, options.dedupeKey ? { dedupeKey: `mail:${options.dedupeKey}` } : {});
        if (!jobId) return null;
        await work.tx.insert(mailMessages).values({
          id: messageId,
          kind: request.kind,
          toAddress: request.to,
          userId: request.userId ?? null,
          subject: composed.subject,
          textBody: composed.text,
          htmlBody: composed.html,
          headers: composed.headers,
          attachments: request.attachments ?? [],
        });
        return messageId;
      };
      return options.work ? write(options.work) : runUnitOfWork({ db, queue }, write);
    },
  };
}
