import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_KINDS, GUARDIAN_CONSENT_STATUSES, ONE_TIME_CODE_CHANNELS } from '@common/enums';
import { users } from './auth';
import { createdAt, id, oneOf } from './columns';

/**
 * What an account accepted at sign-up (docs/product/accounts.md#consent-at-sign-up): one row per
 * text (the terms of use, the privacy notice) and version, with when and from which network address.
 * Never changed: a new version of a text accepted is a new row.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The text's version (TERMS_VERSION, PRIVACY_VERSION: the day it took effect). */
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
  },
  (t) => [oneOf('consents_kind_check', t.kind, CONSENT_KINDS), uniqueIndex('consents_user_kind_version_idx').on(t.userId, t.kind, t.version)],
);

/**
 * A parent's or guardian's consent for a student under the age of digital consent: the guardian the
 * student named, the link e-mailed to them (only its SHA-256 kept), and their answer with its proof
 * (how the code reached them, when, from where, with which browser). A new request replaces the
 * pending one (`replaced`); the latest row is the one that counts.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: id(),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianName: text('guardian_name').notNull(),
    guardianEmail: text('guardian_email').notNull(),
    /** In E.164. */
    guardianPhone: text('guardian_phone').notNull(),
    status: text('status').notNull().default('pending'),
    /** SHA-256 (hex) of the link's token; the token itself is never stored. */
    inviteTokenHash: text('invite_token_hash').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** How the code that proved the answer went: `sms` or `email`, and where (the one-time code's `sent_to`). */
    codeChannel: text('code_channel'),
    codeSentTo: text('code_sent_to'),
    /** The one_time_codes row the answer was made with. */
    codeLinkId: uuid('code_link_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('guardian_consents_status_check', t.status, GUARDIAN_CONSENT_STATUSES),
    oneOf('guardian_consents_code_channel_check', t.codeChannel, ONE_TIME_CODE_CHANNELS),
    uniqueIndex('guardian_consents_invite_token_hash_idx').on(t.inviteTokenHash),
    index('guardian_consents_student_idx').on(t.studentId, t.requestedAt),
  ],
);
