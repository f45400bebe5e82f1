import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { ContactBody, ContactMessage, ContactMessagesPage, ContactMessagesQuery } from '@common/contracts/contact';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, toPage } from '../../http/keyset';

export async function createContactMessage(db: DbOrTx, body: ContactBody, userId: string | null): Promise<void> {
  await db.insert(contactMessages).values({ ...body, userId });
}

/** Messages sent from one address since `since` (the per-address cap). */
export async function countRecentMessagesFrom(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, email), gt(contactMessages.createdAt, since)));
  return Number(row?.value ?? 0);
}

/** Newest first, keyset-paged; the first page also counts every message. */
export async function listContactMessages(db: DbOrTx, query: ContactMessagesQuery): Promise<ContactMessagesPage> {
  const cursor = decodeCursor(query.cursor, true);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        userId: contactMessages.userId,
        createdAt: contactMessages.createdAt,
        createdAtText: createdAtText(contactMessages.createdAt),
      })
      .from(contactMessages)
      .where(cursor ? afterCursor(contactMessages.createdAt, contactMessages.id, cursor, true) : undefined)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(contactMessages)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const items: ContactMessage[] = pageRows.map(({ createdAtText: _cursorText, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
  }));
  return { items, nextCursor, total };
}
