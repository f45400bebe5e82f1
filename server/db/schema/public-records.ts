import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { PUBLIC_RECORD_KINDS, PUBLIC_RECORD_STATUSES, type PublicRecordKind, type PublicRecordStatus } from '@common/enums';
import { createdAt, oneOf, updatedAt } from './columns';

/**
 * A record anyone can check by its reference at /verify/{reference} (docs/product/placements.md#verifying-a-reference):
 * a signed placement agreement now, a certificate later. It holds no link to a person or a placement:
 * the feature that issues it keeps the reference on its own row. `statement` is exactly what the public
 * page shows (common/contracts/verify.ts PUBLIC_STATEMENTS, checked before it is written); `reason`,
 * for a cancelled or revoked record, is public too.
 */
export const publicRecords = pgTable(
  'public_records',
  {
    /** As printed: "FR-7K3M-Q9TX-2B8D" (common/public-reference.ts), 60 random bits. */
    reference: text('reference').primaryKey(),
    kind: text('kind').$type<PublicRecordKind>().notNull(),
    status: text('status').$type<PublicRecordStatus>().notNull().default('valid'),
    statement: jsonb('statement').$type<Record<string, string | number>>().notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    /** When the status last changed (the public page shows it). */
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('public_records_kind_check', t.kind, PUBLIC_RECORD_KINDS),
    oneOf('public_records_status_check', t.status, PUBLIC_RECORD_STATUSES),
    // A cancelled or revoked record says why; a valid or superseded one has no reason.
    check('public_records_reason_check', sql`(${t.status} in ('cancelled', 'revoked')) = (${t.reason} is not null)`),
  ],
);
