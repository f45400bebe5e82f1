import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { MessageSenderRole } from '@common/enums';
import { personName } from '@common/text';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, messageBlocks, messages, messageThreads, placements, users } from '../../db/schema';
import type { ThreadRow } from './thread-access';

// The queries of threads and messages (docs/product/messages.md). What a thread's state means
// (open, masking) is thread-service.ts's; here only the rows.

export type MessageRow = typeof messages.$inferSelect;

/** What decides whether a thread is open and whether contact details are hidden. */
export interface ThreadState {
  applicationStatus: string;
  placementStatus: string | null;
  closedAt: Date | null;
}

/** A thread's application, posting and people: the thread page's header and its open state. */
export interface ThreadContext extends ThreadState {
  jobTitle: string;
  companyName: string;
  student: { id: string; name: string; email: string };
  employer: { id: string; name: string };
}

/** The thread's student and employer accounts, as the joined query names them. */
export const studentUser = alias(users, 'thread_student');
const employerUser = alias(users, 'thread_employer');

/** What every view of a thread shows: its state, its posting and its two people. */
export const threadColumns = {
  closedAt: messageThreads.closedAt,
  applicationStatus: applications.status,
  placementStatus: placements.status,
  jobTitle: jobs.title,
  companyName: jobs.companyName,
  student: { id: studentUser.id, firstName: studentUser.firstName, lastName: studentUser.lastName, name: studentUser.name, email: studentUser.email },
  employer: { id: employerUser.id, firstName: employerUser.firstName, lastName: employerUser.lastName, name: employerUser.name },
};

/**
 * Adds to a query of threads their application, posting, people and placement (at most one per
 * application): the one join the thread page, the lists and the reports start from.
 * `db.select(columns).from(messageThreads).$dynamic()` in, the caller adds the rest.
 */
export function withThreadJoins<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(applications, eq(applications.id, messageThreads.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(studentUser, eq(studentUser.id, messageThreads.studentId))
    .innerJoin(employerUser, eq(employerUser.id, messageThreads.employerId))
    .leftJoin(placements, eq(placements.applicationId, messageThreads.applicationId));
}

const nameOf = (user: { firstName: string | null; lastName: string | null; name: string }) => personName(user) || user.name;

/** An application as messages need it: its student, its posting's employer and its placement's state. */
export async function applicationForMessages(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      studentId: applications.studentId,
      employerId: jobs.employerId,
      status: applications.status,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

export async function findThread(db: DbOrTx, threadId: string): Promise<ThreadRow | null> {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.id, threadId));
  return row ?? null;
}

export async function findThreadOfApplication(db: DbOrTx, applicationId: string): Promise<ThreadRow | null> {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.applicationId, applicationId));
  return row ?? null;
}

/** The application's thread, made now if it has none (two first messages at once make one thread). */
export async function findOrCreateThread(db: DbOrTx, values: { applicationId: string; studentId: string; employerId: string }): Promise<ThreadRow> {
  await db.insert(messageThreads).values(values).onConflictDoNothing({ target: messageThreads.applicationId });
  return (await findThreadOfApplication(db, values.applicationId))!;
}

/** The thread's row, locked until the transaction ends: writers of one thread take turns. */
export async function lockThread(db: DbOrTx, threadId: string): Promise<ThreadRow> {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.id, threadId)).for('update');
  return row!;
}

export async function threadContext(db: DbOrTx, threadId: string): Promise<ThreadContext> {
  const [row] = await withThreadJoins(db.select(threadColumns).from(messageThreads).$dynamic()).where(eq(messageThreads.id, threadId));
  const found = row!;
  return {
    applicationStatus: found.applicationStatus,
    placementStatus: found.placementStatus,
    closedAt: found.closedAt,
    jobTitle: found.jobTitle,
    companyName: found.companyName,
    student: { id: found.student.id, name: nameOf(found.student), email: found.student.email },
    employer: { id: found.employer.id, name: nameOf(found.employer) },
  };
}

export async function insertMessage(
  db: DbOrTx,
  values: { threadId: string; senderId: string; senderRole: MessageSenderRole; body: string; masked: boolean; createdAt: Date },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

/** After a side writes: its last message and its read mark (it has seen the thread) move to `at`. */
export async function recordSideWrote(db: DbOrTx, threadId: string, side: MessageSenderRole, at: Date): Promise<ThreadRow> {
  const [row] = await db
    .update(messageThreads)
    .set(side === 'student' ? { lastStudentMessageAt: at, studentReadAt: at } : { lastEmployerMessageAt: at, employerReadAt: at })
    .where(eq(messageThreads.id, threadId))
    .returning();
  return row!;
}

export async function setReadMark(db: DbOrTx, threadId: string, side: MessageSenderRole, at: Date): Promise<void> {
  await db
    .update(messageThreads)
    .set(side === 'student' ? { studentReadAt: at } : { employerReadAt: at })
    .where(eq(messageThreads.id, threadId));
}

/** The thread's latest `limit` messages, oldest first. */
export async function latestMessages(db: DbOrTx, threadId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.threadId, threadId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

export async function isBlocked(db: DbOrTx, studentId: string, employerId: string): Promise<boolean> {
  const [row] = await db
    .select({ studentId: messageBlocks.studentId })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.studentId, studentId), eq(messageBlocks.employerId, employerId)));
  return Boolean(row);
}

export async function block(db: DbOrTx, studentId: string, employerId: string): Promise<void> {
  await db.insert(messageBlocks).values({ studentId, employerId }).onConflictDoNothing();
}

export async function unblock(db: DbOrTx, studentId: string, employerId: string): Promise<void> {
  await db.delete(messageBlocks).where(and(eq(messageBlocks.studentId, studentId), eq(messageBlocks.employerId, employerId)));
}

/** A thread in a list, before its open state and unread count are worked out. */
export interface ThreadListRow extends ThreadState {
  id: string;
  applicationId: string;
  jobTitle: string;
  companyName: string;
  studentName: string;
  employerName: string;
  lastMessage: { body: string; senderRole: MessageSenderRole; createdAt: Date } | null;
  unread: number;
}

/**
 * The threads of a student or an employer, the latest message first. `reader`: the side whose
 * unread messages are counted (the other side's after its read mark); null counts none (a school).
 */
export async function listThreads(
  db: DbOrTx,
  owner: { studentId: string } | { employerId: string },
  reader: MessageSenderRole | null,
): Promise<ThreadListRow[]> {
  const whose: SQL = 'studentId' in owner ? eq(messageThreads.studentId, owner.studentId) : eq(messageThreads.employerId, owner.employerId);
  const latest = sql`greatest(coalesce(${messageThreads.lastStudentMessageAt}, '-infinity'), coalesce(${messageThreads.lastEmployerMessageAt}, '-infinity'))`;
  const columns = { id: messageThreads.id, applicationId: messageThreads.applicationId, ...threadColumns };
  const rows = await withThreadJoins(db.select(columns).from(messageThreads).$dynamic())
    .where(whose)
    .orderBy(desc(latest), desc(messageThreads.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lastMessages = await db
    .selectDistinctOn([messages.threadId], {
      threadId: messages.threadId,
      body: messages.body,
      senderRole: messages.senderRole,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(inArray(messages.threadId, ids))
    .orderBy(asc(messages.threadId), desc(messages.createdAt), desc(messages.id));
  const lastOf = new Map(lastMessages.map((message) => [message.threadId, message]));
  const unreadOf = reader ? await unreadCounts(db, ids, reader) : new Map<string, number>();
  return rows.map((row) => {
    const last = lastOf.get(row.id);
    return {
      id: row.id,
      applicationId: row.applicationId,
      closedAt: row.closedAt,
      applicationStatus: row.applicationStatus,
      placementStatus: row.placementStatus,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      studentName: nameOf(row.student),
      employerName: nameOf(row.employer),
      lastMessage: last ? { body: last.body, senderRole: last.senderRole, createdAt: last.createdAt } : null,
      unread: unreadOf.get(row.id) ?? 0,
    };
  });
}

/** Per thread, the other side's messages after `reader`'s read mark. */
async function unreadCounts(db: DbOrTx, threadIds: string[], reader: MessageSenderRole): Promise<Map<string, number>> {
  const readAt = reader === 'student' ? messageThreads.studentReadAt : messageThreads.employerReadAt;
  const rows = await db
    .select({ threadId: messages.threadId, unread: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(inArray(messages.threadId, threadIds), sql`${messages.senderRole} <> ${reader}`, or(isNull(readAt), gt(messages.createdAt, readAt))))
    .groupBy(messages.threadId);
  return new Map(rows.map((row) => [row.threadId, Number(row.unread)]));
}
