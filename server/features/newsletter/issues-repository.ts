import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { NewsletterIssue, NewsletterIssueBody, NewsletterIssuesPage, NewsletterIssuesQuery } from '@common/contracts/newsletter';
import type { DbOrTx } from '../../db/client';
import { newsletterIssues, users } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, toPage } from '../../http/keyset';

const issueColumns = {
  id: newsletterIssues.id,
  subject: newsletterIssues.subject,
  body: newsletterIssues.body,
  status: newsletterIssues.status,
  recipients: newsletterIssues.recipients,
  createdByEmail: users.email,
  createdAt: newsletterIssues.createdAt,
  sentAt: newsletterIssues.sentAt,
};

interface IssueRow {
  id: string;
  subject: string;
  body: string;
  status: string;
  recipients: number;
  createdByEmail: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

function toIssue(row: IssueRow): NewsletterIssue {
  return {
    ...row,
    status: row.status as NewsletterIssue['status'],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

export async function findIssue(db: DbOrTx, id: string): Promise<NewsletterIssue | undefined> {
  const [row] = await db
    .select(issueColumns)
    .from(newsletterIssues)
    .leftJoin(users, eq(users.id, newsletterIssues.createdBy))
    .where(eq(newsletterIssues.id, id));
  return row ? toIssue(row) : undefined;
}

/** A new issue, saved as a draft. */
export async function createIssue(db: DbOrTx, body: NewsletterIssueBody, createdBy: string): Promise<NewsletterIssue> {
  const [row] = await db
    .insert(newsletterIssues)
    .values({ subject: body.subject, body: body.body, createdBy })
    .returning({ id: newsletterIssues.id });
  return (await findIssue(db, row!.id))!;
}

/** Edits a draft; 'not_found' or 'not_draft' (being sent or sent: what went out stays as it was). */
export async function updateDraft(db: DbOrTx, id: string, body: NewsletterIssueBody): Promise<NewsletterIssue | 'not_found' | 'not_draft'> {
  const rows = await db
    .update(newsletterIssues)
    .set({ subject: body.subject, body: body.body })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
    .returning({ id: newsletterIssues.id });
  if (rows.length > 0) return (await findIssue(db, id))!;
  return (await findIssue(db, id)) ? 'not_draft' : 'not_found';
}

export async function deleteDraft(db: DbOrTx, id: string): Promise<NewsletterIssue | 'not_found' | 'not_draft'> {
  const issue = await findIssue(db, id);
  if (!issue) return 'not_found';
  const rows = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0 ? issue : 'not_draft';
}

/**
 * Draft → sending, in one statement: of two admins (or two clicks) pressing Send, exactly one
 * gets the issue back; the other gets 'not_draft'.
 */
export async function markSending(db: DbOrTx, id: string): Promise<'started' | 'not_found' | 'not_draft'> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: 'sending', sentAt: new Date() })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
    .returning({ id: newsletterIssues.id });
  if (rows.length > 0) return 'started';
  const [exists] = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return exists ? 'not_draft' : 'not_found';
}

/** The status of an issue being sent, read by each batch (null: gone). */
export async function issueForSending(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ subject: newsletterIssues.subject, body: newsletterIssues.body, status: newsletterIssues.status })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, id));
  return row ?? null;
}

/** A batch queued `added` more messages. */
export async function addRecipients(db: DbOrTx, id: string, added: number): Promise<void> {
  if (added === 0) return;
  await db
    .update(newsletterIssues)
    .set({ recipients: sql`${newsletterIssues.recipients} + ${added}` })
    .where(eq(newsletterIssues.id, id));
}

/** The last batch is queued: the issue is sent. */
export async function markSent(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(newsletterIssues)
    .set({ status: 'sent' })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'sending')));
}

/** Newest first, keyset-paged; the first page counts every issue. */
export async function listIssues(db: DbOrTx, query: NewsletterIssuesQuery): Promise<NewsletterIssuesPage> {
  const cursor = decodeCursor(query.cursor, true);
  const [rows, total] = await Promise.all([
    db
      .select({ ...issueColumns, createdAtText: createdAtText(newsletterIssues.createdAt) })
      .from(newsletterIssues)
      .leftJoin(users, eq(users.id, newsletterIssues.createdBy))
      .where(cursor ? afterCursor(newsletterIssues.createdAt, newsletterIssues.id, cursor, true) : undefined)
      .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(newsletterIssues)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return { items: pageRows.map(({ createdAtText: _cursorText, ...row }) => toIssue(row)), nextCursor, total };
}
