import { sql } from 'drizzle-orm';
import { check, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { GEO_CELL_DEGREES } from '@common/near-me';

// Shared column helpers: every timestamp is "with time zone" (an instant, whatever the server's
// time zone), ids are UUIDs.
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A CHECK that keeps a text column within one of the shared enumerations (common/enums.ts), so
 * the database refuses what the API and the forms would refuse. NULL passes (optional fields).
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

/**
 * The grid cell of a latitude and longitude, in SQL: the arithmetic of common/near-me.ts geoCellOf
 * (double precision both sides, so the server's cells and the stored ones are the same numbers).
 */
export function geoCellOfColumns(latitude: AnyPgColumn, longitude: AnyPgColumn) {
  const degrees = sql.raw(String(GEO_CELL_DEGREES));
  return sql`(floor((${latitude} + 90) / ${degrees}) * ${sql.raw(String(360 / GEO_CELL_DEGREES))} + floor((${longitude} + 180) / ${degrees}))::integer`;
}
