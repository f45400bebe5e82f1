// Browse and search latency over BENCH_JOBS postings (default 100,000; docs/product/jobs.md#browse),
// through the real repository functions the GET /api/jobs route calls: each search's first page,
// and its total as the route counts it (up to the cap, then reused for 30 s). Run: npm run bench:jobs
// (PGlite always; PostgreSQL too when BENCH_DATABASE_URL points at a server, e.g.
// postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
// BENCH_EXPLAIN=1 prints PostgreSQL's plans too; BENCH_REUSE_DATABASE_URL: see the end.
import { openPostgres, type Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import { jobOrder } from '@server/features/jobs/job-order';
import pg from 'pg';
import type { JobSort } from '@common/contracts/jobs';
import { activeJobsQuery, listActiveJobs } from '@server/features/jobs/job-page';
import { activeJobsCountQuery, countActiveJobs, type JobSearch } from '@server/features/jobs/job-repository';
import { findPlace } from '@server/geodata/gazetteer';
import { onEveryDatabase, printTable, RUNS } from './helpers';
import { BENCH_SMALL_TOWN, loadPostings, RARE_WORD } from './postings';

const TOTAL_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const PAGE = 20;
/** One posting in six is in this city; the search box matches the city like any other field. */
const CITY = 'Toronto';
/** 1 posting in 2,000, all active (bench/postings.ts names the companies 0 to 1999). */
const PHRASE = 'company 1541';
/** Found only by its stem ("apprentic"): no posting contains the word as typed. */
const STEM = 'apprentices';
/** A near spelling of the rare word, found through the vocabulary (server/features/jobs/text-match.ts). */
const NEAR = 'zepelin';

/** A search by distance's circle (docs/product/near-me.md): 25 km around a place, as the route resolves it. */
function nearPlace(name: string) {
  const place = findPlace(name);
  if (!place) throw new Error(`bench: no place named "${name}"`);
  return { latitude: place.latitude, longitude: place.longitude, km: 25 };
}
/** One posting in six is within 20 km of Toronto's centre (bench/postings.ts). */
const NEAR_CITY = nearPlace('Toronto, Ontario');
/** About one posting in 25,000. */
const NEAR_TOWN = nearPlace(BENCH_SMALL_TOWN);

/** The total as the route counts it (up to the cap); the route then reuses it for 30 s (job-count-cache.ts). */
const total = (database: Database, search: Omit<JobSearch, 'limit' | 'savedBy' | 'cursor'>) => () => countActiveJobs(database.db, search);

/** The cursor after `pages` pages of a search, found by walking them as a reader would. */
async function cursorAfter(database: Database, pages: number, q?: string, sort?: JobSort) {
  let cursor: string | null = null;
  for (let page = 0; page < pages; page += 1) {
    cursor = (await listActiveJobs(database.db, { q, sort, limit: PAGE, savedBy: null, cursor: cursor ? jobOrder(sort).decode(cursor) : null }))
      .nextCursor;
  }
  return jobOrder(sort).decode(cursor!);
}

async function scenarios(database: Database) {
  return (await allScenarios(database)).filter((scenario) => !ONLY || scenario.name.includes(ONLY));
}

/** BENCH_ONLY=<text>: only the scenarios whose name holds it (and only their plans), e.g. BENCH_ONLY="25 km". */
const ONLY = process.env.BENCH_ONLY;

async function allScenarios(database: Database) {
  const deep = await cursorAfter(database, 50);
  const deepCommon = await cursorAfter(database, 50, 'apprentice');
  const deepClosing = await cursorAfter(database, 50, undefined, 'closing');
  const deepResponse = await cursorAfter(database, 50, undefined, 'response');
  const filters = { industries: ['Retail', 'Trades'], types: ['Part Time'] };
  const workFilters = { paidOnly: true, maxHours: 20, startFrom: '2027-07-01' };
  // The exact number of matches, for the labels (the route counts up to JOB_SEARCH_COUNT_CAP).
  const exact = async (search: Parameters<typeof countActiveJobs>[1]) => (await countActiveJobs(database.db, search, 1e9)).total;
  const totals = {
    rare: await exact({ q: RARE_WORD }),
    common: await exact({ q: 'apprentice' }),
    filters: await exact(filters),
    city: await exact({ q: CITY }),
    cityFilters: await exact({ q: CITY, ...filters }),
    phrase: await exact({ q: PHRASE }),
    stem: await exact({ q: STEM }),
    near: await exact({ q: NEAR }),
    all: await exact({}),
    responsive: await exact({ responsive: true }),
    nearCity: await exact({ near: NEAR_CITY }),
    nearTown: await exact({ near: NEAR_TOWN }),
  };
  const page = (search: Partial<JobSearch>) => () => listActiveJobs(database.db, { limit: PAGE, savedBy: null, ...search });
  return [
    { name: `rare word "${RARE_WORD}" (${totals.rare} matches): first page`, run: page({ q: RARE_WORD }) },
    { name: `rare word "${RARE_WORD}": total`, run: total(database, { q: RARE_WORD }) },
    { name: `broad word "apprentice" (${totals.common} matches): first page`, run: page({ q: 'apprentice' }) },
    { name: 'broad word "apprentice": total', run: total(database, { q: 'apprentice' }) },
    { name: `broad stem "${STEM}" (${totals.stem} matches): first page`, run: page({ q: STEM }) },
    { name: `broad stem "${STEM}": total`, run: total(database, { q: STEM }) },
    { name: `near spelling "${NEAR}" (${totals.near} matches): first page`, run: page({ q: NEAR }) },
    { name: `near spelling "${NEAR}": total`, run: total(database, { q: NEAR }) },
    { name: `filters only (Retail or Trades, Part Time; ${totals.filters} matches): first page`, run: page(filters) },
    { name: 'filters only: total', run: total(database, filters) },
    { name: `city "${CITY}" (${totals.city} matches): first page`, run: page({ q: CITY }) },
    { name: `city "${CITY}": total`, run: total(database, { q: CITY }) },
    {
      name: `city and filters ("${CITY}", Retail or Trades, Part Time; ${totals.cityFilters} matches): first page`,
      run: page({ q: CITY, ...filters }),
    },
    // A phrase whose every trigram is in most postings ("company" is in all of them): the trigram
    // index must intersect long lists. The known slow case (docs/benchmarks.md#reading-the-figures).
    { name: `uncommon phrase "${PHRASE}" (${totals.phrase} matches): first page`, run: page({ q: PHRASE }) },
    { name: `no search (${totals.all} active): first page`, run: page({}) },
    { name: 'no search: total', run: total(database, {}) },
    { name: 'deep page (cursor after 50 pages)', run: page({ cursor: deep }) },
    { name: 'broad word, deep page (cursor after 50 pages)', run: page({ q: 'apprentice', cursor: deepCommon }) },
    { name: `city filter "${CITY}": first page`, run: page({ city: CITY }) },
    { name: `city filter "${CITY}": total`, run: total(database, { city: CITY }) },
    { name: 'paid, at most 20 h a week, from July (docs/product/jobs.md#what-the-work-is): first page', run: page(workFilters) },
    { name: 'paid, at most 20 h a week, from July: total', run: total(database, workFilters) },
    { name: "a 15-year-old student's list (open to age 15): first page", run: page({ forAge: 15 }) },
    { name: "a 15-year-old student's list: total", run: total(database, { forAge: 15 }) },
    { name: 'closing soonest: first page', run: page({ sort: 'closing' }) },
    { name: 'closing soonest, deep page (cursor after 50 pages)', run: page({ sort: 'closing', cursor: deepClosing }) },
    { name: 'answers most (docs/product/applications.md#response-rate): first page', run: page({ sort: 'response' }) },
    { name: 'answers most, deep page (cursor after 50 pages)', run: page({ sort: 'response', cursor: deepResponse }) },
    { name: `employers who answer (${totals.responsive} matches): first page`, run: page({ responsive: true }) },
    { name: 'employers who answer: total', run: total(database, { responsive: true }) },
    { name: 'employers who answer, answers most: first page', run: page({ responsive: true, sort: 'response' }) },
    { name: `25 km around Toronto (${totals.nearCity} matches): first page`, run: page({ near: NEAR_CITY }) },
    { name: '25 km around Toronto: total', run: total(database, { near: NEAR_CITY }) },
    { name: `25 km around ${BENCH_SMALL_TOWN} (${totals.nearTown} matches): first page`, run: page({ near: NEAR_TOWN }) },
    { name: `25 km around ${BENCH_SMALL_TOWN}: total`, run: total(database, { near: NEAR_TOWN }) },
    { name: '25 km around Toronto, nearest first: first page', run: page({ near: NEAR_CITY, sort: 'distance' }) },
  ];
}

/** With BENCH_EXPLAIN, PostgreSQL's plan of each first page and total (for docs/benchmarks.md). */
async function explainPlans(database: Database) {
  if (!process.env.BENCH_EXPLAIN || database.kind !== 'postgres') return;
  const filters = { industries: ['Retail', 'Trades'], types: ['Part Time'] };
  const searches: Array<[string, Omit<JobSearch, 'limit' | 'savedBy'>]> = [
    ['rare word', { q: RARE_WORD }],
    ['broad word', { q: 'apprentice' }],
    ['broad stem', { q: STEM }],
    ['near spelling', { q: NEAR }],
    ['phrase', { q: PHRASE }],
    ['filters only', filters],
    ['city', { q: CITY }],
    ['no search', {}],
    ['deep page', { cursor: await cursorAfter(database, 50) }],
    ['answers most', { sort: 'response' }],
    ['answers most, deep page', { sort: 'response', cursor: await cursorAfter(database, 50, undefined, 'response') }],
    ['employers who answer', { responsive: true }],
    ['employers who answer, answers most', { responsive: true, sort: 'response' }],
    ['25 km around Toronto', { near: NEAR_CITY }],
    [`25 km around ${BENCH_SMALL_TOWN}`, { near: NEAR_TOWN }],
    ['25 km around Toronto, nearest first', { near: NEAR_CITY, sort: 'distance' }],
  ];
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const explain = async (title: string, query: { sql: string; params: unknown[] }) => {
    const plan = await client.query(`explain (analyze, buffers, costs off) ${query.sql}`, query.params);
    console.log(`\n${title}:\n\n\`\`\`\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
  };
  for (const [name, search] of searches) {
    if (ONLY && !name.includes(ONLY)) continue;
    await explain(`${name}: first page`, activeJobsQuery(database.db, { ...search, limit: PAGE, savedBy: null }).toSQL());
    if (!search.cursor) await explain(`${name}: total`, activeJobsCountQuery(database.db, search).toSQL());
  }
  await client.end();
}

async function benchmark(label: string, database: Database) {
  await applyMigrations(database);
  const loadMs = await loadPostings(database, TOTAL_JOBS);
  console.log(`\n### ${label}: ${TOTAL_JOBS.toLocaleString('en-US')} postings loaded in ${(loadMs / 1000).toFixed(1)} s (${RUNS} runs each)\n`);
  await printTable(await scenarios(database));
  await explainPlans(database);
}

// BENCH_REUSE_DATABASE_URL: run the scenarios on a database this bench already loaded (loading a
// million postings takes minutes; trying an index should not).
const reuse = process.env.BENCH_REUSE_DATABASE_URL;
if (reuse) {
  const database = await openPostgres(reuse);
  await applyMigrations(database);
  console.log(`\n### PostgreSQL (reused database, ${RUNS} runs each)\n`);
  await printTable(await scenarios(database));
  await explainPlans({ ...database, url: reuse });
  await database.close();
} else {
  await onEveryDatabase(benchmark);
}
