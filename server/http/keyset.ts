import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidField } from '../errors/app-error';

// The one page cursor of every list (docs/decisions/007): keyset paging on (created_at desc, id
// desc), so a page costs the same at any depth. The cursor is opaque to callers: base64url of
// [created_at as PostgreSQL's own text (microseconds kept; a JS Date would round them away and
// skip rows), id]. A cursor that does not decode to exactly that is a 400 naming `cursor`.

export interface Cursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)?$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Better Auth's user ids: letters, digits, - and _. */
const TEXT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A timestamp PostgreSQL will read: every field in its range. Date.parse is not enough: it
 * rolls 30 February over to 1 March and takes the year 0 and a +23:59 offset, all of which
 * PostgreSQL refuses with an error (a crafted cursor was a 500).
 */
function isRealInstant(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
  const offsetHours = Number(match[9] ?? 0);
  const offsetMinutes = Number(match[10] ?? 0);
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** Reads a cursor; `uuidIds` when the table's id column is a uuid (jobs, events, audit log). */
export function decodeCursor(value: string | undefined, uuidIds = false): Cursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string')) {
      const [createdAt, id] = parsed as [string, string];
      if (isRealInstant(createdAt) && (uuidIds ? UUID : TEXT_ID).test(id)) {
        return { createdAt, id };
      }
    }
  } catch {
    // falls through to the field error below
  }
  throw invalidField('cursor', 'paging.cursorOutOfDate');
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

/** The number of matches, counted on the first page only (no cursor, in any form); later pages answer null (docs/decisions/007). */
export async function countOnFirstPage(cursor: unknown, countRows: () => PromiseLike<Array<{ n: number }>>): Promise<number | null> {
  if (cursor) return null;
  const [row] = await countRows();
  return Number(row?.n ?? 0);
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// Lists sorted by something other than (created_at desc, id desc) (events: upcoming first) use
// the same opaque form: base64url of the JSON array of the last row's sort values, as text. Each
// list names the check of every value; a cursor that fails any of them is the same 400 as above.

/** Checks one text value of a cursor. */
export type CursorPart = (text: string) => boolean;

export const cursorParts = {
  /** A timestamp as PostgreSQL prints it (`column::text`). */
  timestamp: isRealInstant,
  uuid: (text: string) => UUID.test(text),
  /** Better Auth's user ids. */
  textId: (text: string) => TEXT_ID.test(text),
  /** One of a few fixed values (e.g. the part of a list sorted in two parts). */
  oneOf:
    (...values: string[]): CursorPart =>
    (text) =>
      values.includes(text),
};

/** The cursor after a row whose sort values (as text) are `values`. */
export function encodeSortCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Reads a cursor of exactly `parts.length` values, each passing its check; null when absent. */
export function decodeSortCursor(value: string | undefined, parts: readonly CursorPart[]): string[] | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === parts.length && parsed.every((item, index) => typeof item === 'string' && parts[index]!(item))) {
      return parsed as string[];
    }
  } catch {
    // falls through to the field error below
  }
  throw invalidField('cursor', 'paging.cursorOutOfDate');
}
