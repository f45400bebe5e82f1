import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { ContactBody, ContactMessage, ContactMessagesPage, ContactMessagesQuery } from '@common/contracts/contact';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

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

export async function listContactMessages(db: DbOrTx, query: ContactMessagesQuery): Promise<ContactMessagesPage> {
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      userId: contactMessages.userId,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(contactMessages);
  const items: ContactMessage[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, page: query.page, pageSize: query.pageSize, total: Number(total?.value ?? 0) };
}
