import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { DEFAULT_JOB_SORT, type JobSort } from '@common/contracts/jobs';
import { jobs } from '../../db/schema';
import { cursorParts, decodeSortCursor, encodeSortCursor } from '../../http/keyset';
import { distanceSql, type NearValues } from './near-search';

// The orders of the browse list (docs/product/jobs.md#browse) and their keyset cursors: the last
// row's sort value (as PostgreSQL prints it) and id, in the one opaque cursor form of
// docs/decisions/007. Each of the first three has an index of the same expressions
// (jobs_active_created_idx, jobs_active_deadline_idx, jobs_active_response_idx), so any page costs
// what the first costs. Nearest first (docs/product/near-me.md) sorts the postings within the circle.

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

/**
 * A posting's employer's response rate as it sorts: postings without a shown rate as -1, after
 * every rate (0 included). The expression of jobs_active_response_idx and of the responsive filter.
 */
export const responseRateKey = sql`coalesce(${jobs.employerResponseRate}, -1)`;

/** The response order's sort value: "rate|created_at", one text so the cursor keeps its two parts. */
const RESPONSE_SORT_TEXT = /^(-1|\d{1,3})\|(.+)$/;

const response: JobOrder = {
  sortText: sql<string>`${responseRateKey}::text || '|' || ${jobs.createdAt}::text`,
  // Plain DESC (NULLS FIRST, and none is null): a backward scan of jobs_active_response_idx.
  orderBy: [sql`${responseRateKey} desc`, sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`],
  after: ([sortText, id]) =>
    sql`(${responseRateKey}, ${jobs.createdAt}, ${jobs.id}) < (split_part(${sortText}, '|', 1)::int, split_part(${sortText}, '|', 2)::timestamptz, ${id}::uuid)`,
  decode: (value) =>
    decodeSortCursor(value, [
      (text) => {
        const parts = RESPONSE_SORT_TEXT.exec(text);
        return parts !== null && Number(parts[1]) <= 100 && cursorParts.timestamp(parts[2]!);
      },
      cursorParts.uuid,
    ]),
  encode: (row) => encodeSortCursor([row.sortText, row.id]),
};

/** A distance as PostgreSQL prints a float8 (the shortest text that reads back as the same number). */
const DISTANCE_TEXT = /^\d+(\.\d+)?(e[-+]?\d+)?$/;

/** Nearest first, then by id; the distance is the one the filter computes (near-search.ts). */
function nearest(centre: Pick<NearValues, 'latitude' | 'longitude'>): JobOrder {
  const distance = distanceSql(centre);
  return {
    sortText: sql<string>`${distance}::text`,
    orderBy: [sql`${distance} asc`, sql`${jobs.id} asc`],
    after: ([km, id]) => sql`(${distance}, ${jobs.id}) > (${km}::float8, ${id}::uuid)`,
    decode: (value) => decodeSortCursor(value, [(text) => DISTANCE_TEXT.test(text) && Number.isFinite(Number(text)), cursorParts.uuid]),
    encode: (row) => encodeSortCursor([row.sortText, row.id]),
  };
}

/**
 * The named order. 'distance' measures from `centre` (values, or a statement's placeholders); its
 * cursor's decode and encode do not need it. Without a centre the placeholders nearLatitude and
 * nearLongitude stand for it (the route refuses the order without a place before any SQL).
 */
export function jobOrder(sort: JobSort = DEFAULT_JOB_SORT, centre?: Pick<NearValues, 'latitude' | 'longitude'>): JobOrder {
  if (sort === 'distance') return nearest(centre ?? { latitude: sql.placeholder('nearLatitude'), longitude: sql.placeholder('nearLongitude') });
  if (sort === 'closing') return closing;
  return sort === 'response' ? response : newest;
}
