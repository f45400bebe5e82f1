// Browse and search latency over 100,000 postings (docs/product/jobs.md#browse), through the real repository
// functions the GET /api/jobs route calls. Run: npm run bench:jobs
// (PGlite always; PostgreSQL too when BENCH_DATABASE_URL points at a server, e.g.
// postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { INDUSTRIES, JOB_TYPES } from '@common/enums';
import type { Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import { jobs, users } from '@server/db/schema';
import { decodeCursor } from '@server/http/keyset';
import { countActiveJobs, listActiveJobs, type JobSearch } from '@server/features/jobs/job-repository';
import { buildJobSearchText } from '@server/features/jobs/search-text';
import { onEveryDatabase, printTable, RUNS } from './helpers';

const TOTAL_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const BATCH = 1_000;
const PAGE = 20;
const RARE_WORD = 'zeppelin';

const TITLES = [
  'Shop Assistant',
  'Cashier',
  'Line Cook',
  'Stock Associate',
  'Barista',
  'Labourer',
  'Salon Assistant',
  'Painter Helper',
  'Warehouse Picker',
  'Receptionist',
];
const CITIES = ['Toronto', 'Vancouver', 'Calgary', 'Ottawa', 'Halifax', 'Winnipeg'];
const WORDS = ['customers', 'safety', 'training', 'team', 'weekends', 'friendly', 'tools', 'clean', 'learn', 'shifts', 'paid', 'mentor'];

/** A deterministic posting: every 5th is an apprenticeship, 5 in the whole set mention the rare word. */
function makeJob(i: number, employerId: string) {
  // A small integer hash per (row, field), so the fields vary independently of each other.
  const pick = <T>(list: readonly T[], salt: number) => {
    let h = Math.imul(i ^ (salt * 0x9e3779b9), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return list[((h ^ (h >>> 16)) >>> 0) % list.length]!;
  };
  const isApprentice = i % 5 === 0;
  const job = {
    employerId,
    title: isApprentice ? `${pick(TITLES, 1)} Apprentice` : pick(TITLES, 1),
    companyName: `Company ${i % 2_000}`,
    description: `${pick(WORDS, 2)} ${pick(WORDS, 3)} ${pick(WORDS, 4)} ${i % 20_000 === 7 ? RARE_WORD : ''} and ${pick(WORDS, 5)} every week.`,
    location: `${(i % 900) + 1} Main Street`,
    city: pick(CITIES, 6),
    type: isApprentice ? 'Apprenticeships' : pick(JOB_TYPES, 7),
    industry: pick(INDUSTRIES, 8),
    requirements: [pick(WORDS, 9), pick(WORDS, 10)],
    isActive: i % 10 !== 0,
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
  };
  return { ...job, searchText: buildJobSearchText(job) };
}

async function load(database: Database): Promise<number> {
  const { db } = database;
  const employerId = `bench-${crypto.randomUUID()}`;
  await db.insert(users).values({ id: employerId, name: 'Bench Employer', email: `${employerId}@bench.test`, role: 'employer' });
  const started = performance.now();
  for (let start = 0; start < TOTAL_JOBS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TOTAL_JOBS - start) }, (_, k) => makeJob(start + k, employerId));
    await db.insert(jobs).values(rows);
  }
  await db.execute(sql`analyze jobs`);
  return performance.now() - started;
}

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
  const loadMs = await load(database);
  console.log(`\n### ${label}: ${TOTAL_JOBS.toLocaleString('en-US')} postings loaded in ${(loadMs / 1000).toFixed(1)} s (${RUNS} runs each)\n`);
  await printTable(await scenarios(database));
}

await onEveryDatabase(benchmark);
