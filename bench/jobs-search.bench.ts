// Browse and search latency over 100,000 postings (docs/product/jobs.md#browse), through the real repository
// functions the GET /api/jobs route calls. Run: npm run bench:jobs
// (PGlite always; PostgreSQL too when BENCH_DATABASE_URL points at a server, e.g.
// postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
import type { Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import { decodeCursor } from '@server/http/keyset';
import { countActiveJobs, listActiveJobs, type JobSearch } from '@server/features/jobs/job-repository';
import { onEveryDatabase, printTable, RUNS } from './helpers';
import { loadPostings, RARE_WORD } from './postings';

const TOTAL_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const PAGE = 20;

/** The first page as the route serves it: the page and its total (counted up to the cap), side by side. */
const firstPage = (database: Database, search: Omit<JobSearch, 'limit' | 'savedBy' | 'cursor'>) => async () => {
  const [page, total] = await Promise.all([
    listActiveJobs(database.db, { ...search, limit: PAGE, savedBy: null }),
    countActiveJobs(database.db, search),
  ]);
  return { page, total };
};

/** The cursor after `pages` pages of a search, found by walking them as a reader would. */
async function cursorAfter(database: Database, pages: number, q?: string) {
  let cursor: string | null = null;
  for (let page = 0; page < pages; page += 1) {
    cursor = (await listActiveJobs(database.db, { q, limit: PAGE, savedBy: null, cursor: cursor ? decodeCursor(cursor, true) : null })).nextCursor;
  }
  return decodeCursor(cursor!, true);
}

async function scenarios(database: Database) {
  const deep = await cursorAfter(database, 50);
  const deepCommon = await cursorAfter(database, 50, 'apprentice');
  const filters = { industries: ['Retail', 'Trades'], types: ['Part Time'] };
  // The exact number of matches, for the labels (the route counts up to JOB_SEARCH_COUNT_CAP).
  const exact = async (search: Parameters<typeof countActiveJobs>[1]) => (await countActiveJobs(database.db, search, 1e9)).total;
  const totals = {
    rare: await exact({ q: RARE_WORD }),
    common: await exact({ q: 'apprentice' }),
    filters: await exact(filters),
    all: await exact({}),
  };
  const page = (search: Partial<JobSearch>) => () => listActiveJobs(database.db, { limit: PAGE, savedBy: null, ...search });
  return [
    { name: `rare word "${RARE_WORD}" (${totals.rare} matches): first page + total`, run: firstPage(database, { q: RARE_WORD }) },
    { name: `common word "apprentice" (${totals.common} matches): first page + total`, run: firstPage(database, { q: 'apprentice' }) },
    { name: 'common word "apprentice": first page only', run: page({ q: 'apprentice' }) },
    { name: `filters only (Retail or Trades, Part Time; ${totals.filters} matches): first page + total`, run: firstPage(database, filters) },
    { name: `no search (${totals.all} active): first page + total`, run: firstPage(database, {}) },
    { name: 'no search: first page only', run: page({}) },
    { name: 'deep page (cursor after 50 pages)', run: page({ cursor: deep }) },
    { name: 'common word, deep page (cursor after 50 pages)', run: page({ q: 'apprentice', cursor: deepCommon }) },
  ];
}

async function benchmark(label: string, database: Database) {
  await applyMigrations(database);
  const loadMs = await loadPostings(database, TOTAL_JOBS);
  console.log(`\n### ${label}: ${TOTAL_JOBS.toLocaleString('en-US')} postings loaded in ${(loadMs / 1000).toFixed(1)} s (${RUNS} runs each)\n`);
  await printTable(await scenarios(database));
}

await onEveryDatabase(benchmark);
