import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailMessages, type MailAttachment } from '../db/schema';
import { runUnitOfWork, type UnitOfWork } from '../db/unit-of-work';
import type { TaskQueue } from '../queue/worker';
import { composeMail, type MailContent } from './compose-mail';
import { clearedBodies, MAIL_RETENTION_TASK, purgeExpiredMailBodies } from './mail-retention';
import type { MailTransport } from './mail-transport';

/** One e-mail to queue: who, what kind, and its texts (see composeMail). */
export interface MailRequest extends MailContent {
  /** What it is, for the outbox and tests (`verify_email`, `notification.application_status`, …). */
  kind: string;
  to: string;
  userId?: string | null;
  /** The accounts its text names besides the recipient: deleting one clears the text (docs/product/accounts.md). */
  mentions?: string[];
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
  /**
   * Many messages in `work` at once: one statement for their tasks, one for their rows, none with a
   * dedupe key (a run's batch of e-mails, each to its own new link: the hours' weekly run).
   */
  sendMany(requests: readonly MailRequest[], options: { work: UnitOfWork }): Promise<void>;
  /** Removes what the transport kept of these messages (the outbox's files), once their rows are gone or cleared. */
  forget(messageIds: string[]): Promise<void>;
  /**
   * Sends at once and keeps nothing: no row, no task, no outbox file. Only for an e-mail to an
   * account that no longer exists (its deletion's confirmation), of which nothing may stay
   * (docs/product/accounts.md); so without an SMTP server it is not sent at all, and a failure is
   * not retried. Returns whether it was handed to the SMTP server.
   */
  sendUnkept(request: MailRequest): Promise<boolean>;
}

export const SEND_MAIL_TASK = 'mail.send';

/** The row that keeps a message to send (send and sendMany write the same): its texts composed, a new id. */
function messageRow(request: MailRequest): typeof mailMessages.$inferInsert & { id: string } {
  const composed = composeMail(request);
  return {
    id: crypto.randomUUID(),
    kind: request.kind,
    toAddress: request.to,
    userId: request.userId ?? null,
    subject: composed.subject,
    textBody: composed.text,
    htmlBody: composed.html,
    headers: composed.headers,
    attachments: request.attachments ?? [],
    mentionedUserIds: request.mentions ?? [],
  };
}

/**
 * E-mail through the durable queue (docs/decisions/021): `send` stores the message and a task;
 * the task hands it to the transport and records the outcome, retried with growing waits. A task
 * that finds its message already sent or kept does nothing, so a task run twice (a server stopped
 * after sending, before recording) is the only way a message could go twice.
 */
export function createMailer(db: Db, queue: TaskQueue, transport: MailTransport, from: string): Mailer {
  queue.handle(SEND_MAIL_TASK, async (payload, { isLastAttempt }) => {
    const messageId = String(payload.messageId);
    const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
    if (!message || message.status === 'sent' || message.status === 'kept') return;
    if (message.textBody === null && message.htmlBody === null) {
      // Cleared after its last attempt: nothing is left to send (the admins' "Try again" refuses it first).
      await db.update(mailMessages).set({ status: 'failed' }).where(eq(mailMessages.id, message.id));
      return;
    }
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
        // Given up: its links (a password reset) stay nobody's to read, admins included.
        .set({ error: text.slice(0, 1000), ...(isLastAttempt ? { status: 'failed' as const, ...clearedBodies } : {}) })
        .where(eq(mailMessages.id, message.id));
      throw error;
    }
    await db
      .update(mailMessages)
      .set(
        transport.mode === 'smtp'
          ? // Handed over: the bodies (with their links) are no longer ours to keep.
            { status: 'sent', sentAt: new Date(), error: null, ...clearedBodies }
          : { status: 'kept', sentAt: new Date(), error: null },
      )
      .where(and(eq(mailMessages.id, message.id), inArray(mailMessages.status, ['queued', 'failed'])));
  });

  // Once a day, the texts past their retention (mail-retention.ts).
  queue.handle(MAIL_RETENTION_TASK, async () => {
    await purgeExpiredMailBodies(db, transport);
  });

  return {
    mode: transport.mode,
    forget: (messageIds) => transport.forget(messageIds),
    async sendUnkept(request) {
      if (transport.mode !== 'smtp') return false;
      const composed = composeMail(request);
      await transport.deliver({
        id: crypto.randomUUID(),
        from,
        to: request.to,
        subject: composed.subject,
        text: composed.text,
        html: composed.html,
        headers: composed.headers,
        attachments: [],
      });
      return true;
    },
    async sendMany(requests, { work }) {
      if (requests.length === 0) return;
      const messages = requests.map((request) => messageRow(request));
      await work.enqueueMany(
        SEND_MAIL_TASK,
        messages.map((message) => ({ messageId: message.id })),
      );
      await work.tx.insert(mailMessages).values(messages);
    },
    async send(request, options = {}) {
      const message = messageRow(request);
      const write = async (work: UnitOfWork) => {
        // The task first: a dedupe key already used means this message was written before.
        const taskId = await work.enqueue(
          SEND_MAIL_TASK,
          { messageId: message.id },
          options.dedupeKey ? { dedupeKey: `mail:${options.dedupeKey}` } : {},
        );
        if (!taskId) return null;
        await work.tx.insert(mailMessages).values(message);
        return message.id;
      };
      return options.work ? write(options.work) : runUnitOfWork({ db, queue }, write);
    },
  };
}
