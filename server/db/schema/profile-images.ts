import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A user's profile photo (student) or logo (employer, school), one at most
 * (docs/product/profiles.md#photos-and-logos). The file is in storage under `storage_key`; the
 * address the app serves it at is written to users.image, which the current user already carries.
 */
export const profileImages = pgTable('profile_images', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  /** Decided from the bytes at upload (image/png, image/jpeg or image/webp), never the client's claim. */
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
