import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ONE_TIME_CODE_CHANNELS, ONE_TIME_CODE_PURPOSES } from '@common/enums';
import { createdAt, id, oneOf } from './columns';

/**
 * A single-use link with its separate 6-digit code (server/features/one-time-codes,
 * docs/product/placements.md#codes-and-sms): what a person with no account (a parent or guardian)
 * proves themselves with. Neither secret is stored: the link's token only as its SHA-256, the code
 * only as an HMAC under the app's link signing key, so the table alone opens nothing.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    /** What it is about (the agreement to sign, the student to consent for): a link for one subject never works for another. */
    subjectId: text('subject_id').notNull(),
    channel: text('channel').notNull(),
    /** Where the code was sent: a number in E.164 or an e-mail address (the "how" of a signature's record). */
    sentTo: text('sent_to').notNull(),
    /** SHA-256 of the link's token, base64url: the token is looked up by it. */
    tokenHash: text('token_hash').notNull(),
    /** HMAC-SHA256 of the code (with the token's hash) under the app's link signing key, base64url. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Codes typed so far, right or wrong. */
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('one_time_codes_purpose_check', t.purpose, ONE_TIME_CODE_PURPOSES),
    oneOf('one_time_codes_channel_check', t.channel, ONE_TIME_CODE_CHANNELS),
    uniqueIndex('one_time_codes_token_hash_idx').on(t.tokenHash),
    index('one_time_codes_subject_idx').on(t.purpose, t.subjectId),
  ],
);
