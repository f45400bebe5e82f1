import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import { mailMessages } from '../db/schema';
import { queueEveryHour } from '../queue/hourly-schedule';
import type { TaskQueue } from '../queue/worker';
import type { MailTransport } from './mail-transport';

// How long FirstRung keeps what its e-mails said (docs/product/accounts.md#what-deleting-an-account-removes).

/**
 * A stored message keeps its text (and its outbox file) this long, then only who it went to, its
 * subject and how it went are kept. Long enough for an admin to help someone whose e-mail did not
 * arrive, or to see what a complaint is about; short enough that the links and names in old
 * messages do not pile up. Every link we mail has expired well before (the longest works 24 hours).
 */
export const MAIL_BODY_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export const MAIL_RETENTION_TASK = 'mail.retention';

/** The bodies written before this moment are past their retention at `now`. */
export const mailRetentionCutoff = (now: Date) => new Date(now.getTime() - MAIL_BODY_RETENTION_DAYS * DAY_MS);

/**
 * What clearing a message's bodies sets: its texts, attachments and headers (the unsubscribe
 * address carries the recipient's token) go; to whom, the subject and how it went stay.
 */
export const clearedBodies = { textBody: null, htmlBody: null, attachments: [], headers: {} };

/** Clears the bodies of messages written before the retention period, and their outbox files. */
export async function purgeExpiredMailBodies(db: DbOrTx, transport: Pick<MailTransport, 'forget'>, now: Date = new Date()): Promise<number> {
  const purged = await db
    .update(mailMessages)
    .set(clearedBodies)
    .where(
      and(
        lt(mailMessages.createdAt, mailRetentionCutoff(now)),
        or(isNotNull(mailMessages.textBody), isNotNull(mailMessages.htmlBody)),
        // One still waiting to be sent keeps its text until it goes or fails.
        inArray(mailMessages.status, ['sent', 'kept', 'failed']),
      ),
    )
    .returning({ id: mailMessages.id });
  await transport.forget(purged.map((row) => row.id));
  return purged.length;
}

/** Today's purge, once a day whichever server asks (the dedupe key). */
export function enqueueMailRetention(queue: TaskQueue, now: Date = new Date()): Promise<string | null> {
  return queue.enqueue(MAIL_RETENTION_TASK, {}, { dedupeKey: `${MAIL_RETENTION_TASK}:${now.toISOString().slice(0, 10)}` });
}

/** Started by every app server (server/main.ts): queues today's purge now and every hour. */
export function startMailRetention(queue: TaskQueue, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  return queueEveryHour(() => enqueueMailRetention(queue, now()), log, 'mail: could not queue the purge of old texts');
}
