import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import { smsMessages } from '../db/schema';
import { MAIL_BODY_RETENTION_DAYS } from '../mail/mail-retention';
import { queueEveryHour } from '../queue/hourly-schedule';
import type { TaskQueue } from '../queue/worker';
import type { SmsTransport } from './sms-transport';

// How long FirstRung keeps what its SMS said: as long as e-mail's texts (mail-retention.ts), for
// the same reasons. The codes in them expired within minutes.

export const SMS_TEXT_RETENTION_DAYS = MAIL_BODY_RETENTION_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;

export const SMS_RETENTION_TASK = 'sms.retention';

/** Clears the texts of messages written before the retention period, and their outbox files. */
export async function purgeExpiredSmsTexts(db: DbOrTx, transport: Pick<SmsTransport, 'forget'>, now: Date = new Date()): Promise<number> {
  const purged = await db
    .update(smsMessages)
    .set({ text: null })
    .where(
      and(
        lt(smsMessages.createdAt, new Date(now.getTime() - SMS_TEXT_RETENTION_DAYS * DAY_MS)),
        isNotNull(smsMessages.text),
        // One still waiting to be sent keeps its text until it goes or fails.
        inArray(smsMessages.status, ['sent', 'kept', 'failed']),
      ),
    )
    .returning({ id: smsMessages.id });
  await transport.forget(purged.map((row) => row.id));
  return purged.length;
}

/** Today's purge, once a day whichever server asks (the dedupe key). */
export function enqueueSmsRetention(queue: TaskQueue, now: Date = new Date()): Promise<string | null> {
  return queue.enqueue(SMS_RETENTION_TASK, {}, { dedupeKey: `${SMS_RETENTION_TASK}:${now.toISOString().slice(0, 10)}` });
}

/** Started by every app server (server/main.ts): queues today's purge now and every hour. */
export function startSmsRetention(queue: TaskQueue, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  return queueEveryHour(() => enqueueSmsRetention(queue, now()), log, 'sms: could not queue the purge of old texts');
}
