import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, type Language } from '@common/languages';
import { users } from './auth';
import { id, oneOf } from './columns';
import { placements } from './placements';
import { publicRecords } from './public-records';

/**
 * A placement's certificate (docs/product/placement-hours.md#the-certificate), issued once on sign-off
 * (or, with no school, once everything is in): its public record (status valid or revoked, what it
 * states), the language it is printed in, and the verified minutes it counts. The PDF is drawn from
 * the record's statement each time it is downloaded, so it always prints what the public page shows.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    reference: text('reference')
      .notNull()
      .references(() => publicRecords.reference),
    language: text('language').$type<Language>().notNull(),
    verifiedMinutes: integer('verified_minutes').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: text('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('certificates_placement_key').on(t.placementId), oneOf('certificates_language_check', t.language, LANGUAGES)],
);
