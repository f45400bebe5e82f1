import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  FailedJob,
  FailedJobsPage,
  FailedJobsQuery,
  MailMessageDetail,
  MailMessageSummary,
  MailMessagesPage,
  MailMessagesQuery,
} from '@common/contracts/mail-admin';
import type { MailStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { backgroundJobs, mailMessages } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, toPage } from '../../http/keyset';
import { SEND_MAIL_JOB } from '../../mail/mailer';

const summaryColumns = {
  id: mailMessages.id,
  to: mailMessages.toAddress,
  kind: mailMessages.kind,
  subject: mailMessages.subject,
  status: mailMessages.status,
  error: mailMessages.error,
  createdAt: mailMessages.createdAt,
  sentAt: mailMessages.sentAt,
  hasText: sql<boolean>`${mailMessages.textBody} is not null`,
};

interface SummaryRow {
  id: string;
  to: string;
  kind: string;
  subject: string;
  status: string;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  hasText: boolean;
}

function toSummary(row: SummaryRow): MailMessageSummary {
  return {
    ...row,
    status: row.status as MailStatus,
    hasText: Boolean(row.hasText),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** Messages waiting, and messages failed for good; background jobs failed for good. */
export async function countMailState(db: DbOrTx): Promise<{ queued: number; failed: number; failedJobs: number }> {
  const [messages, jobs] = await Promise.all([
    db
      .select({
        queued: count(sql`case when ${mailMessages.status} = 'queued' then 1 end`),
        failed: count(sql`case when ${mailMessages.status} = 'failed' then 1 end`),
      })
      .from(mailMessages)
      .where(sql`${mailMessages.status} in ('queued', 'failed')`),
    db.select({ n: count() }).from(backgroundJobs).where(eq(backgroundJobs.status, 'failed')),
  ]);
  return { queued: Number(messages[0]?.queued ?? 0), failed: Number(messages[0]?.failed ?? 0), failedJobs: Number(jobs[0]?.n ?? 0) };
}

/** Every message, newest first (optionally of one status, or to one address), keyset-paged; the first page is counted. */
export async function listMailMessages(db: DbOrTx, query: MailMessagesQuery): Promise<MailMessagesPage> {
  const cursor = decodeCursor(query.cursor, true);
  const filter = and(query.status ? eq(mailMessages.status, query.status) : undefined, query.to ? eq(mailMessages.toAddress, query.to) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select({ ...summaryColumns, createdAtText: createdAtText(mailMessages.createdAt) })
      .from(mailMessages)
      .where(and(filter, cursor ? afterCursor(mailMessages.createdAt, mailMessages.id, cursor, true) : undefined))
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(mailMessages).where(filter)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return { items: pageRows.map(({ createdAtText: _cursorText, ...row }) => toSummary(row)), nextCursor, total };
}

/** One message with its plain-text part (null once an SMTP server took it) and its extra headers. */
export async function findMailMessage(db: DbOrTx, id: string): Promise<MailMessageDetail | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, text: mailMessages.textBody, headers: mailMessages.headers })
    .from(mailMessages)
    .where(eq(mailMessages.id, id));
  if (!row) return undefined;
  const { text, headers, ...summary } = row;
  return { ...toSummary(summary), text, headers };
}

/** Jobs failed for good, newest first, keyset-paged. Payloads stay out: they are ids, of no use on screen. */
export async function listFailedJobs(db: DbOrTx, query: FailedJobsQuery): Promise<FailedJobsPage> {
  const cursor = decodeCursor(query.cursor, true);
  const failed = eq(backgroundJobs.status, 'failed');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: backgroundJobs.id,
        kind: backgroundJobs.kind,
        attempts: backgroundJobs.attempts,
        maxAttempts: backgroundJobs.maxAttempts,
        lastError: backgroundJobs.lastError,
        createdAt: backgroundJobs.createdAt,
        finishedAt: backgroundJobs.finishedAt,
        createdAtText: createdAtText(backgroundJobs.createdAt),
      })
      .from(backgroundJobs)
      .where(and(failed, cursor ? afterCursor(backgroundJobs.createdAt, backgroundJobs.id, cursor, true) : undefined))
      .orderBy(desc(backgroundJobs.createdAt), desc(backgroundJobs.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(backgroundJobs).where(failed)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const items: FailedJob[] = pageRows.map(({ createdAtText: _cursorText, createdAt, finishedAt, ...job }) => ({
    ...job,
    createdAt: createdAt.toISOString(),
    finishedAt: finishedAt ? finishedAt.toISOString() : null,
  }));
  return { items, nextCursor, total };
}

export async function findJob(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: backgroundJobs.id, kind: backgroundJobs.kind, status: backgroundJobs.status, payload: backgroundJobs.payload })
    .from(backgroundJobs)
    .where(eq(backgroundJobs.id, id));
  return row;
}

/** A retried e-mail job's message shows as queued again (its last error stays until it goes). */
export async function requeueMessageOfJob(db: DbOrTx, job: { kind: string; payload: Record<string, unknown> }): Promise<void> {
  if (job.kind !== SEND_MAIL_JOB || typeof job.payload.messageId !== 'string') return;
  await db
    .update(mailMessages)
    .set({ status: 'queued' })
    .where(and(eq(mailMessages.id, job.payload.messageId), eq(mailMessages.status, 'failed')));
}
