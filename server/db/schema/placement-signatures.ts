import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlacementTerms } from '@common/contracts/placements';
import { SIGNATURE_METHODS, SIGNATURE_STATUSES, SIGNER_PARTIES, type SignerParty } from '@common/enums';
import { users } from './auth';
import { createdAt, id, oneOf } from './columns';
import { placements } from './placements';

/**
 * One version of a placement agreement as it went out for signature (docs/product/placements.md#signatures):
 * the exact text the parties sign and its SHA-256, the fields it was made from, who must sign it (the
 * rules decided when it was sent) and the rule pack it was checked against. A version is never changed:
 * a change to a field makes the next version, and earlier ones stay readable. `reference` is the public
 * record (/verify/{reference}) issued when its last required signature completed it.
 */
export const placementVersions = pgTable(
  'placement_versions',
  {
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    /** SHA-256 of `text` (UTF-8), lowercase hexadecimal: what each signature records. */
    textHash: text('text_hash').notNull(),
    terms: jsonb('terms').$type<PlacementTerms>().notNull(),
    requiredParties: jsonb('required_parties').$type<SignerParty[]>().notNull(),
    /** The rule pack the schedule was checked against: its jurisdiction and version. */
    rulePack: jsonb('rule_pack').$type<{ jurisdiction: string; version: number }>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last required signature completed it; null until then. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    reference: text('reference'),
  },
  (t) => [primaryKey({ columns: [t.placementId, t.version] })],
);

/**
 * One required signature of one version: written `pending` for each party the rules require when the
 * version is sent, then `signed` (with its proof: who, how, when, from where, the hash of the text) or
 * `declined` (with a reason), or `void` when the version is replaced or the placement cancelled first.
 * A parent or guardian has no account: `invite_token_hash` is the SHA-256 of the token in the link
 * e-mailed to them (the token itself is never stored); the code that goes with it is a one_time_codes row.
 */
export const placementSignatures = pgTable(
  'placement_signatures',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    party: text('party').$type<SignerParty>().notNull(),
    status: text('status').notNull().default('pending'),
    /** The account that signed or declined (null for a guardian, or once that account is deleted). */
    signerUserId: text('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signer's name as it stood when they signed. */
    signerName: text('signer_name'),
    method: text('method'),
    /** For a link and code: where the code went (sms or email) and to which address, as sent. */
    codeChannel: text('code_channel'),
    codeSentTo: text('code_sent_to'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The SHA-256 of the exact text signed (the version's text_hash at that moment). */
    textHash: text('text_hash'),
    declinedReason: text('declined_reason'),
    /** When it was signed or declined. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    inviteTokenHash: text('invite_token_hash'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    /** When the school (or, with no school, the employer) was told this signature is overdue after the last reminder: once. */
    overdueToldAt: timestamp('overdue_told_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('placement_signatures_party_key').on(t.placementId, t.version, t.party),
    uniqueIndex('placement_signatures_invite_key').on(t.inviteTokenHash),
    // The reminders' hourly run reads the pending ones, oldest first.
    index('placement_signatures_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    oneOf('placement_signatures_party_check', t.party, SIGNER_PARTIES),
    oneOf('placement_signatures_status_check', t.status, SIGNATURE_STATUSES),
    oneOf('placement_signatures_method_check', t.method, SIGNATURE_METHODS),
    // A signature carries its proof; a refusal its reason.
    check(
      'placement_signatures_signed_check',
      sql`${t.status} <> 'signed' or (${t.method} is not null and ${t.textHash} is not null and ${t.answeredAt} is not null and ${t.signerName} is not null)`,
    ),
    check('placement_signatures_declined_check', sql`${t.status} <> 'declined' or ${t.declinedReason} is not null`),
  ],
);
