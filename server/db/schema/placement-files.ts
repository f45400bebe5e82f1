import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PLACEMENT_FILE_KINDS } from '@common/enums';
import { users } from './auth';
import { id, oneOf } from './columns';
import { placements } from './placements';

/**
 * The files of a placement's agreement (docs/product/placements.md#the-agreements-files): each upload
 * of the employer's risk assessment or insurance certificate. The agreement's terms refer to the
 * current one of each kind; a file a sent version named is kept with the placement (its signatures
 * cover it), one replaced before any version named it is deleted with its bytes.
 */
export const placementFiles = pgTable(
  'placement_files',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('placement_files_placement_idx').on(t.placementId), oneOf('placement_files_kind_check', t.kind, PLACEMENT_FILE_KINDS)],
);
