import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_KINDS, DATA_EXPORT_STATUSES } from '@common/enums';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { users } from './auth';
import { institutionProfiles } from './profiles';

/**
 * An archive of everything FirstRung holds about one person (docs/product/school-sign-in.md#export-my-data):
 * asked for by that person (`account`), or by their school for its files (`school_record`, with the
 * school). Prepared in the background into the file store, offered for 24 hours, then deleted.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    subjectUserId: text('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    institutionId: uuid('institution_id').references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('preparing'),
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('data_exports_subject_idx').on(t.subjectUserId, t.createdAt.desc()),
    index('data_exports_requested_by_idx').on(t.requestedBy, t.createdAt.desc()),
    index('data_exports_expires_idx').on(t.status, t.expiresAt),
    oneOf('data_exports_kind_check', t.kind, DATA_EXPORT_KINDS),
    oneOf('data_exports_status_check', t.status, DATA_EXPORT_STATUSES),
  ],
);
