import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  FailedTask,
  FailedTasksPage,
  FailedTasksQuery,
  MailMessageDetail,
  MailMessageSummary,
  MailMessagesPage,
  MailMessagesQuery,
} from '@common/contracts/mail-admin';
import type { MailStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { backgroundTasks, mailMessages } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, toPage } from '../../http/keyset';
import { SEND_MAIL_TASK } from '../../mail/mailer';
import { maskMailHeaders, maskMailSecrets } from './mask-secrets';

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

/** A message as every admin screen shows it: no link or code in it works (mask-secrets.ts). */
function toSummary(row: SummaryRow): MailMessageSummary {
  return {
    ...row,
    subject: maskMailSecrets(row.subject),
    error: row.error === null ? null : maskMailSecrets(row.error),
    status: row.status as MailStatus,
    hasText: Boolean(row.hasText),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** Messages waiting, and messages failed for good; background tasks failed for good. */
export async function countMailState(db: DbOrTx): Promise<{ queued: number; failed: number; failedTasks: number }> {
  const [messages, tasks] = await Promise.all([
    db
      .select({
        queued: count(sql`case when ${mailMessages.status} = 'queued' then 1 end`),
        failed: count(sql`case when ${mailMessages.status} = 'failed' then 1 end`),
      })
      .from(mailMessages)
      .where(sql`${mailMessages.status} in ('queued', 'failed')`),
    db.select({ n: count() }).from(backgroundTasks).where(eq(backgroundTasks.status, 'failed')),
  ]);
  return { queued: Number(messages[0]?.queued ?? 0), failed: Number(messages[0]?.failed ?? 0), failedTasks: Number(tasks[0]?.n ?? 0) };
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

/**
 * One message with its plain-text part (null once an SMTP server took it, after its last attempt
 * or past its retention) and its extra headers, links and codes masked; with the account it was
 * for, which the read's audit entry names.
 */
export async function findMailMessage(db: DbOrTx, id: string): Promise<{ message: MailMessageDetail; userId: string | null } | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, text: mailMessages.textBody, headers: mailMessages.headers, userId: mailMessages.userId })
    .from(mailMessages)
    .where(eq(mailMessages.id, id));
  if (!row) return undefined;
  const { text, headers, userId, ...summary } = row;
  return { message: { ...toSummary(summary), text: text === null ? null : maskMailSecrets(text), headers: maskMailHeaders(headers) }, userId };
}

/** Tasks failed for good, newest first, keyset-paged. Payloads stay out: they are ids, of no use on screen. */
export async function listFailedTasks(db: DbOrTx, query: FailedTasksQuery): Promise<FailedTasksPage> {
  const cursor = decodeCursor(query.cursor, true);
  const failed = eq(backgroundTasks.status, 'failed');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: backgroundTasks.id,
        kind: backgroundTasks.kind,
        attempts: backgroundTasks.attempts,
        maxAttempts: backgroundTasks.maxAttempts,
        lastError: backgroundTasks.lastError,
        createdAt: backgroundTasks.createdAt,
        finishedAt: backgroundTasks.finishedAt,
        createdAtText: createdAtText(backgroundTasks.createdAt),
      })
      .from(backgroundTasks)
      .where(and(failed, cursor ? afterCursor(backgroundTasks.createdAt, backgroundTasks.id, cursor, true) : undefined))
      .orderBy(desc(backgroundTasks.createdAt), desc(backgroundTasks.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(backgroundTasks).where(failed)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const items: FailedTask[] = pageRows.map(({ createdAtText: _cursorText, createdAt, finishedAt, ...task }) => ({
    ...task,
    createdAt: createdAt.toISOString(),
    finishedAt: finishedAt ? finishedAt.toISOString() : null,
  }));
  return { items, nextCursor, total };
}

export async function findTask(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: backgroundTasks.id, kind: backgroundTasks.kind, status: backgroundTasks.status, payload: backgroundTasks.payload })
    .from(backgroundTasks)
    .where(eq(backgroundTasks.id, id));
  return row;
}

/** Whether a task is an e-mail whose text was cleared (after its last attempt): nothing is left to send. */
export async function isMailTaskWithoutText(db: DbOrTx, task: { kind: string; payload: Record<string, unknown> }): Promise<boolean> {
  if (task.kind !== SEND_MAIL_TASK || typeof task.payload.messageId !== 'string') return false;
  const [row] = await db
    .select({ hasText: sql<boolean>`${mailMessages.textBody} is not null or ${mailMessages.htmlBody} is not null` })
    .from(mailMessages)
    .where(eq(mailMessages.id, task.payload.messageId));
  return row !== undefined && !row.hasText;
}

/** A retried e-mail task's message shows as queued again (its last error stays until it goes). */
export async function requeueMessageOfTask(db: DbOrTx, task: { kind: string; payload: Record<string, unknown> }): Promise<void> {
  if (task.kind !== SEND_MAIL_TASK || typeof task.payload.messageId !== 'string') return;
  await db
    .update(mailMessages)
    .set({ status: 'queued' })
    .where(and(eq(mailMessages.id, task.payload.messageId), eq(mailMessages.status, 'failed')));
}
