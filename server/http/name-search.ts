import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';
import { likeContains } from './keyset';

/**
 * The search of the lists of people (a school's roster, a posting's applicants): one
 * case-insensitive "contains" over first name, last name and e-mail address, which is what the
 * viewer of those lists sees of each person. Undefined (no condition) for an empty search.
 */
export function nameOrEmailContains(term: string | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return sql`lower(concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.email})) like ${likeContains(trimmed)}`;
}
