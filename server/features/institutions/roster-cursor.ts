import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import { invalidField } from '../../errors/app-error';

// The roster is ordered by name (last name, first name, then id; students without a name last),
// not by creation, so its cursor carries those sort values instead of keyset.ts's (created_at,
// id). Same opaque form as every other cursor (docs/decisions/007): base64url of a JSON array.

export interface RosterCursor {
  lastName: string | null;
  firstName: string | null;
  id: string;
}

const TEXT_ID = /^[A-Za-z0-9_-]{1,64}$/;
// PostgreSQL text cannot hold the NUL character: a name with one would be a database error, not a 400.
const isNameOrNull = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.length <= 500 && !value.includes('\u0000'));

export function encodeRosterCursor(cursor: RosterCursor): string {
  return Buffer.from(JSON.stringify([cursor.lastName, cursor.firstName, cursor.id])).toString('base64url');
}

/** Reads a roster cursor; one that does not decode is a 400 naming `cursor`. */
export function decodeRosterCursor(value: string | undefined): RosterCursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3) {
      const [lastName, firstName, id] = parsed as unknown[];
      if (isNameOrNull(lastName) && isNameOrNull(firstName) && typeof id === 'string' && TEXT_ID.test(id)) return { lastName, firstName, id };
    }
  } catch {
    // falls through to the field error below
  }
  throw invalidField('cursor', 'paging.cursorOutOfDate');
}

/** The sort key as one row value: (no last name, last name, no first name, first name, id). */
export const rosterSortKey = sql`(${users.lastName} is null, coalesce(${users.lastName}, ''), ${users.firstName} is null, coalesce(${users.firstName}, ''), ${users.id})`;

/** The columns to order by, in rosterSortKey's order. */
export const rosterOrder = [
  sql`${users.lastName} is null`,
  sql`coalesce(${users.lastName}, '')`,
  sql`${users.firstName} is null`,
  sql`coalesce(${users.firstName}, '')`,
  users.id,
];

/** Students strictly after the cursor in roster order. */
export function afterRosterCursor(cursor: RosterCursor): SQL {
  const { lastName, firstName, id } = cursor;
  return sql`${rosterSortKey} > (${lastName === null}::boolean, ${lastName ?? ''}::text, ${firstName === null}::boolean, ${firstName ?? ''}::text, ${id}::text)`;
}
