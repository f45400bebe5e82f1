import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPLICATION_EMAIL_MODES, BACKGROUND_TASK_STATUSES, MAIL_STATUSES, NEWSLETTER_ISSUE_STATUSES, NOTIFICATION_KINDS } from '@common/enums';
import { createdAt, id, oneOf } from './columns';
import { users } from './auth';

/**
 * The durable background queue (server/queue, docs/decisions/021). A task is claimed by one app
 * server at a time (`FOR UPDATE SKIP LOCKED`) with a lease: if that server dies, the lease runs
 * out and another claims it. A failed attempt waits longer each time; after the last it is
 * `failed` for admins to see. `dedupe_key` makes enqueueing the same thing twice (two servers'
 * schedulers, a retried request) one task.
 */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** While running: when the claim lapses and another server may take the task. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('background_tasks_status_check', t.status, BACKGROUND_TASK_STATUSES),
    uniqueIndex('background_tasks_dedupe_key').on(t.dedupeKey),
    // What a worker looks for: due tasks and lapsed claims; finished tasks are out of the index.
    index('background_tasks_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('background_tasks_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** One attachment of a message (the .ics of an event registration). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/**
 * Every e-mail FirstRung writes (server/mail). It is queued here and sent by a background task.
 * With no SMTP server configured it is `kept`: this table is then the outbox admins read in
 * /admin (and each message is also written as an .eml file under DATA_DIR). Once an SMTP server
 * has accepted it, the bodies are cleared: links in them (password resets) are nobody else's.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    /** What it is (`verify_email`, `password_reset`, `notification.application_status`, …). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** The account it is for, when there is one (null for newsletter subscribers and contact). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /**
     * The accounts its text names besides the recipient (the student of an employer's "new
     * application"): deleting one of those accounts clears the text (docs/product/accounts.md).
     */
    mentionedUserIds: text('mentioned_user_ids').array().notNull().default([]),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('mail_messages_status_check', t.status, MAIL_STATUSES),
    index('mail_messages_created_idx').on(t.createdAt.desc()),
    index('mail_messages_to_idx').on(t.toAddress, t.createdAt.desc()),
    // Deleting an account finds its messages, and the messages that name it, without reading them all.
    index('mail_messages_user_idx').on(t.userId),
    index('mail_messages_mentioned_idx').using('gin', t.mentionedUserIds),
  ],
);

/**
 * What the bell shows. The text is not stored: the browser writes it from `kind` and `params`
 * in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** Where clicking it leads (an app path). */
    link: text('link'),
    /** The accounts its params name besides the reader (the student who applied): deleted with them. */
    mentionedUserIds: text('mentioned_user_ids').array().notNull().default([]),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('notifications_kind_check', t.kind, NOTIFICATION_KINDS),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_mentioned_idx').using('gin', t.mentionedUserIds),
  ],
);

/**
 * A user's choice for one kind of notification; no row means the default (on, in the app and by
 * e-mail; an employer's application e-mails immediate).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    /** Only for application_received: each application at once, or a daily digest. */
    emailMode: text('email_mode'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    oneOf('notification_settings_kind_check', t.kind, NOTIFICATION_KINDS),
    oneOf('notification_settings_email_mode_check', t.emailMode, APPLICATION_EMAIL_MODES),
  ],
);

/** A newsletter issue an admin wrote, and how far sending it has got. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: id(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('draft'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Subscribers it was queued for so far. */
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('newsletter_issues_status_check', t.status, NEWSLETTER_ISSUE_STATUSES),
    index('newsletter_issues_created_idx').on(t.createdAt.desc()),
  ],
);
