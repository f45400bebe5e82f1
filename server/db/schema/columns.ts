import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Shared column helpers: every timestamp is "with time zone" (house style), ids are UUIDs.
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
