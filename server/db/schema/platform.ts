import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@common/languages';
import { createdAt, id, oneOf } from './columns';
import { users } from './auth';
import { institutionProfiles } from './profiles';
import { jobs } from './jobs';

/** Alerts: a high-school posting published in an institution's city (docs/product/schools.md). */
export const institutionAlerts = pgTable(
  'institution_alerts',
  {
    id: id(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('institution_alerts_institution_job_key').on(t.institutionId, t.jobId)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Double opt-in: only a confirmed address receives anything (null until the link is opened). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The token of the confirm link, cleared once confirmed. */
    confirmToken: text('confirm_token'),
    /** The language of the last subscribe request: the e-mails' own words are in it (docs/decisions/027). */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('newsletter_subscriptions_language_check', t.language, LANGUAGES),
    uniqueIndex('newsletter_subscriptions_email_key').on(t.email),
    uniqueIndex('newsletter_subscriptions_token_key').on(t.unsubscribeToken),
    uniqueIndex('newsletter_subscriptions_confirm_token_key').on(t.confirmToken),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

/**
 * Append-only record of sensitive admin actions (impersonation, role changes, reactivation).
 * Actor and target are plain text, not foreign keys, so the record outlives deleted accounts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    action: text('action').notNull(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    targetId: text('target_id'),
    targetEmail: text('target_email'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/**
 * A grant to upload one file: bound to a user, a purpose and a size limit, expiring within
 * minutes, and marked used on first use (single-use upload URLs). The upload lands under
 * `staging/<storage_key>`; recording it checks it and moves it to `storage_key`. A sweep deletes
 * grants (and their staging files, and files never recorded) a while after they expire.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    maxBytes: integer('max_bytes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Bytes received (local uploads); pending uploads count toward the user's file space. */
    sizeBytes: integer('size_bytes'),
    /** When the file was checked and recorded (a resume); null while it waits or if it never comes. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('upload_grants_storage_key_key').on(t.storageKey),
    index('upload_grants_user_idx').on(t.userId),
    index('upload_grants_expires_idx').on(t.expiresAt),
  ],
);
