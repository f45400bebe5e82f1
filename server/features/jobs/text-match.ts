import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { SearchValue } from './job-search';

// How the search box's words and the city filter are matched (docs/product/jobs.md#browse):
// any case, any accents, in English and French. The SQL functions are migration 0023's.

/**
 * A posting matches the search box's LIKE pattern (likeContains) when its text contains the words
 * as typed (accents stripped: search_text is stored without them), or when each typed word is found
 * as an English or French stem, or as a near spelling of a word postings use (job_search_query).
 * Each side has its own GIN index (trigrams, stems); job_search_query is computed once, when the
 * search is planned, so the planner sees how many postings each side finds. That needs a search
 * with words to be planned for its own values: its statement stays unnamed (job-page.ts); a
 * generic plan would run the function for every row it filters.
 */
export function textMatches(pattern: SearchValue<string>): SQL {
  return sql`(${jobs.searchText} like immutable_unaccent(${pattern}) or ${jobs.searchWords} @@ job_search_query(${pattern}))`;
}

/** The posting's city is this one, whole, any case and any accents: the expression of jobs_active_city_idx. */
export function cityIs(city: SearchValue<string>): SQL {
  return sql`immutable_unaccent(lower(${jobs.city})) = immutable_unaccent(lower(${city}))`;
}
