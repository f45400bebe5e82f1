import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { DEFAULT_JOB_SORT, type JobSort } from '@common/contracts/jobs';
import { jobs } from '../../db/schema';
import { cursorParts, decodeSortCursor, encodeSortCursor } from '../../http/keyset';

// The two orders of the browse list (docs/product/jobs.md#browse) and their keyset cursors: the
// last row's sort value (as PostgreSQL prints it) and id, in the one opaque cursor form of
// docs/decisions/007. Each order has an index of the same expressions (jobs_active_created_idx,
// jobs_active_deadline_idx), so any page costs what the first costs.

/** A decoded cursor: [sort value as text, id]. */
export type JobCursor = readonly string[];

/** Postings without a deadline sort after every deadline: their sort value is 'infinity'. */
const deadlineKey = sql`coalesce(${jobs.applicationDeadline}, 'infinity'::timestamptz)`;

interface JobOrder {
  /** The last row's sort value as text, selected with each row for the next cursor. */
  sortText: SQL<string>;
  orderBy: SQL[];
  /** Rows strictly after the cursor in this order (its values, or a statement's placeholders). */
  after: (cursor: readonly [string | Placeholder, string | Placeholder]) => SQL;
  decode: (value: string | undefined) => JobCursor | null;
  encode: (row: { sortText: string; id: string }) => string;
}

const newest: JobOrder = {
  sortText: sql<string>`${jobs.createdAt}::text`,
  // "nulls last" matches jobs_active_created_idx (both columns are NOT NULL anyway); a plain
  // DESC means NULLS FIRST, which the planner cannot serve from that index.
  orderBy: [sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`],
  after: ([createdAt, id]) => sql`(${jobs.createdAt}, ${jobs.id}) < (${createdAt}::timestamptz, ${id}::uuid)`,
  decode: (value) => decodeSortCursor(value, [cursorParts.timestamp, cursorParts.uuid]),
  encode: (row) => encodeSortCursor([row.sortText, row.id]),
};

const closing: JobOrder = {
  sortText: sql<string>`${deadlineKey}::text`,
  orderBy: [sql`${deadlineKey} asc`, sql`${jobs.id} asc`],
  after: ([deadline, id]) => sql`(${deadlineKey}, ${jobs.id}) > (${deadline}::timestamptz, ${id}::uuid)`,
  decode: (value) => decodeSortCursor(value, [(text) => text === 'infinity' || cursorParts.timestamp(text), cursorParts.uuid]),
  encode: (row) => encodeSortCursor([row.sortText, row.id]),
};

export function jobOrder(sort: JobSort = DEFAULT_JOB_SORT): JobOrder {
  return sort === 'closing' ? closing : newest;
}
