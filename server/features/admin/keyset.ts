import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidField } from '../../errors/app-error';

// Keyset paging on (created_at desc, id desc): the cost of a page does not grow with its depth,
// which keeps the admin lists usable with 100,000 rows. The cursor carries created_at as
// PostgreSQL's own text (microseconds kept; a JS Date would round them away and skip rows).

export interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a cursor; `uuidIds` when the table's id column is a uuid (jobs, audit log). */
export function decodeCursor(value: string | undefined, uuidIds = false): Cursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string')) {
      const [createdAt, id] = parsed as [string, string];
      if (!Number.isNaN(Date.parse(createdAt)) && (!uuidIds || UUID.test(id))) return { createdAt, id };
    }
  } catch {
    // falls through to the field error below
  }
  throw invalidField('cursor', 'Cursor is not valid; start again from the first page');
}

/** Rows strictly after the cursor in (created_at desc, id desc) order (a row comparison the index serves). */
export function afterCursor(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: Cursor, uuidIds = false): SQL {
  const cursorId = uuidIds ? sql`${cursor.id}::uuid` : sql`${cursor.id}`;
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursorId})`;
}

/** created_at as exact text, for the next cursor. */
export const createdAtText = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;

/** Splits the limit+1 rows a query fetched into the page and the cursor of the next page. */
export function toPage<T extends { createdAtText: string; id: string }>(rows: T[], limit: number) {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.createdAtText, id: last.id }) : null;
  return { pageRows, nextCursor };
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
