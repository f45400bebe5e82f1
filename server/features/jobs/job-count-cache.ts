import { BoundedMap } from '@common/bounded-map';
import type { NearFilter } from './near-search';
import { postingFactKey, type PostingFactFilters } from './posting-facts';

/** A search's total as the list shows it: counted up to a cap (docs/product/jobs.md#browse). */
export interface JobTotal {
  total: number;
  isCapped: boolean;
}

/** The filters a total depends on (no cursor, no page size). */
export interface CountedSearch extends PostingFactFilters {
  q?: string | undefined;
  industries?: readonly string[] | undefined;
  types?: readonly string[] | undefined;
  city?: string | undefined;
  responsive?: boolean | undefined;
  /** A search by distance: its centre and radius (two names of one place, "M5H" and "m5h 2n2", share a total). */
  near?: NearFilter | undefined;
}

interface Entry {
  total: Promise<JobTotal>;
  expiresAt: number;
  generation: number;
}

/** How long a search's total is reused before it is counted again (docs/product/jobs.md#browse). */
export const JOB_SEARCH_COUNT_TTL_MS = 30_000;

/** Enough for every search people run in a busy half-minute; the oldest goes first beyond it. */
const MAX_SEARCHES = 2_000;

// Counting a broad search reads up to 1,001 postings, while its page reads 21: so each search is
// counted once and its total reused for JOB_SEARCH_COUNT_TTL_MS. One map per database (tests run
// several apps in one process). A change to postings on this server forgets every total at once
// (the generation); another server's change shows here within the TTL.
const totalsByDatabase = new WeakMap<object, BoundedMap<string, Entry>>();
let generation = 0;

/** Called after postings are created, switched on or off, or deleted. */
export function forgetJobCounts(): void {
  generation += 1;
}

/** The same search however it was typed: the match is case-insensitive and the filters are sets. */
export function countKey(search: CountedSearch): string {
  const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].sort();
  return JSON.stringify([
    search.q?.trim().toLowerCase() ?? '',
    sorted(search.industries),
    sorted(search.types),
    search.city?.trim().toLowerCase() ?? '',
    ...postingFactKey(search),
    Boolean(search.responsive),
    search.near ? [search.near.latitude, search.near.longitude, search.near.km] : null,
  ]);
}

/**
 * The total of `search`, from the cache while it is fresh, else from `count` (which concurrent
 * requests for the same search then share). A failed count is not kept.
 */
export function cachedJobCount(database: object, search: CountedSearch, count: () => Promise<JobTotal>, now = Date.now()): Promise<JobTotal> {
  let totals = totalsByDatabase.get(database);
  if (!totals) {
    // Keyed by the searches people type: bounded, the least recently used out first.
    totals = new BoundedMap(MAX_SEARCHES);
    totalsByDatabase.set(database, totals);
  }
  const key = countKey(search);
  const cached = totals.get(key);
  if (cached && cached.expiresAt > now && cached.generation === generation) return cached.total;

  const entry: Entry = { total: count(), expiresAt: now + JOB_SEARCH_COUNT_TTL_MS, generation };
  totals.set(key, entry);
  entry.total.catch(() => {
    if (totals.get(key) === entry) totals.delete(key);
  });
  return entry.total;
}
