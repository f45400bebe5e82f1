import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  MESSAGE_REPORT_ACTIONS,
  MESSAGE_REPORT_REASONS,
  MESSAGE_SENDER_ROLES,
  type MessageReportAction,
  type MessageReportReason,
  type MessageSenderRole,
} from '@common/enums';
import { users } from './auth';
import { createdAt, id, oneOf } from './columns';
import { applications } from './jobs';

/**
 * The conversation about one application between its student and the posting's employer
 * (docs/product/messages.md): made by its first message. Each side's last message and read mark are
 * kept here, so a list of threads and the unread counts read one row per thread. Only an admin's
 * close is stored; a thread whose application or placement ended is closed by those rows' states.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerId: text('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastStudentMessageAt: timestamp('last_student_message_at', { withTimezone: true }),
    lastEmployerMessageAt: timestamp('last_employer_message_at', { withTimezone: true }),
    studentReadAt: timestamp('student_read_at', { withTimezone: true }),
    employerReadAt: timestamp('employer_read_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: text('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_threads_application_key').on(t.applicationId),
    index('message_threads_student_idx').on(t.studentId, t.lastEmployerMessageAt),
    index('message_threads_employer_idx').on(t.employerId, t.lastStudentMessageAt),
  ],
);

/**
 * One message, as its readers see it: a message sent before the placement agreement was signed has
 * its contact details replaced when it was written (`masked`), the original is not kept.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderRole: text('sender_role').$type<MessageSenderRole>().notNull(),
    body: text('body').notNull(),
    masked: boolean('masked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_thread_created_idx').on(t.threadId, t.createdAt), oneOf('messages_sender_role_check', t.senderRole, MESSAGE_SENDER_ROLES)],
);

/** A message reported by a side of its thread; resolved by an admin with an action (audited). */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<MessageReportReason>().notNull(),
    details: text('details'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: text('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<MessageReportAction>(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('message_reports_once_key').on(t.messageId, t.reporterId),
    index('message_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index('message_reports_thread_idx').on(t.threadId),
    oneOf('message_reports_reason_check', t.reason, MESSAGE_REPORT_REASONS),
    oneOf('message_reports_action_check', t.action, MESSAGE_REPORT_ACTIONS),
  ],
);

/** A student who does not accept an employer's messages, in any thread, until they unblock. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerId: text('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.employerId] })],
);
