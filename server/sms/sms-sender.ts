import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { toE164 } from '@common/phone-number';
import type { Db } from '../db/client';
import { smsMessages } from '../db/schema';
import { runUnitOfWork, type UnitOfWork } from '../db/unit-of-work';
import { AppError } from '../errors/app-error';
import type { TaskQueue } from '../queue/worker';
import { purgeExpiredSmsTexts, SMS_RETENTION_TASK } from './sms-retention';
import type { SmsTransport } from './sms-transport';

/** One SMS to queue. */
export interface SmsRequest {
  /** What it is, for the outbox and tests (`one_time_code`, …). */
  kind: string;
  /** A phone number as typed; it is sent to its E.164 form (common/phone-number.ts). */
  to: string;
  /** Already in the recipient's language. */
  text: string;
}

export interface SmsSender {
  mode: SmsTransport['mode'];
  /** Whether anything can be sent by SMS (a gateway or the outbox): when not, codes go by e-mail. */
  available: boolean;
  /**
   * Writes the message and queues its sending, as the mailer does: inside `work` when given, else
   * in a unit of work of its own. A number that is not a phone number is refused (400) before
   * anything is written. `dedupeKey`: one message per key, ever. Returns the message's id, or null
   * when the key was used before.
   */
  send(request: SmsRequest, options?: { work?: UnitOfWork; dedupeKey?: string }): Promise<string | null>;
  /** Removes what the transport kept of these messages (the outbox's files). */
  forget(messageIds: string[]): Promise<void>;
}

export const SEND_SMS_TASK = 'sms.send';

/** A text cleared: who it went to and how it went stay. */
const clearedText = { text: null };

/**
 * SMS through the durable queue (docs/decisions/021), as e-mail goes: `send` stores the message and
 * a task; the task hands it to the transport and records the outcome, retried with growing waits.
 * A task that finds its message already sent or kept does nothing.
 */
export function createSmsSender(db: Db, queue: TaskQueue, transport: SmsTransport): SmsSender {
  queue.handle(SEND_SMS_TASK, async (payload, { isLastAttempt }) => {
    const messageId = String(payload.messageId);
    const [message] = await db.select().from(smsMessages).where(eq(smsMessages.id, messageId));
    if (!message || message.status === 'sent' || message.status === 'kept') return;
    if (message.text === null) {
      await db.update(smsMessages).set({ status: 'failed' }).where(eq(smsMessages.id, message.id));
      return;
    }
    try {
      await transport.deliver({ id: message.id, to: message.toNumber, text: message.text });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await db
        .update(smsMessages)
        // Given up: the code in it stays nobody's to read.
        .set({ error: text.slice(0, 1000), ...(isLastAttempt ? { status: 'failed' as const, ...clearedText } : {}) })
        .where(eq(smsMessages.id, message.id));
      throw error;
    }
    await db
      .update(smsMessages)
      .set(
        transport.mode === 'gateway'
          ? // Handed over: the text (with its code) is no longer ours to keep.
            { status: 'sent', sentAt: new Date(), error: null, ...clearedText }
          : { status: 'kept', sentAt: new Date(), error: null },
      )
      .where(and(eq(smsMessages.id, message.id), inArray(smsMessages.status, ['queued', 'failed'])));
  });

  // Once a day, the texts past their retention (sms-retention.ts).
  queue.handle(SMS_RETENTION_TASK, async () => {
    await purgeExpiredSmsTexts(db, transport);
  });

  return {
    mode: transport.mode,
    available: transport.mode !== 'off',
    forget: (messageIds) => transport.forget(messageIds),
    async send(request, options = {}) {
      const to = toE164(request.to);
      if (!to) throw new AppError('VALIDATION_FAILED', 'sms.invalidNumber');
      // A caller that sends by SMS without asking `available` first: a mistake in our code, not the user's.
      if (transport.mode === 'off') throw new Error('SMS is off (no SMS_URL, SMS_OUTBOX not true): send this by e-mail');
      const messageId = crypto.randomUUID();
      const write = async (work: UnitOfWork) => {
        // The task first: a dedupe key already used means this message was written before.
        const taskId = await work.enqueue(SEND_SMS_TASK, { messageId }, options.dedupeKey ? { dedupeKey: `sms:${options.dedupeKey}` } : {});
        if (!taskId) return null;
        await work.tx.insert(smsMessages).values({ id: messageId, kind: request.kind, toNumber: to, text: request.text });
        return messageId;
      };
      return options.work ? write(options.work) : runUnitOfWork({ db, queue }, write);
    },
  };
}
