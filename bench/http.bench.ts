// npm run bench:http: the built app under load (autocannon), on the embedded database and on
// PostgreSQL, with BENCH_JOBS postings (default 100,000; 90% active). Scenarios: a health check
// alone and while two clients loop broad searches (does one slow query stop everything else?
// BENCH_HTTP_PAIRS pairs, median share), the first page of the job list, a broad search, and, on PostgreSQL, a bare
// node:http + pg server running the same SQL as the first page (the framework's overhead).
// PostgreSQL runs when BENCH_DATABASE_URL points at a server (a scratch database is created and
// dropped); with BENCH_PG_RESTART (a command that restarts that server) it also reads through a
// restart. Prints Markdown tables for docs/benchmarks.md.
import { exec, execSync, fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import { activeJobsQuery } from '@server/features/jobs/job-page';
import { activeJobsCountQuery } from '@server/features/jobs/job-repository';
import { createScratchDatabase } from './helpers';
import { loadPostings } from './postings';
import { median, waitForReady } from './served-build';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = 10;
const PORT = Number(process.env.BENCH_HTTP_PORT ?? 5097);
const BASE = `http://127.0.0.1:${PORT}`;
const BROAD_SEARCH = '/api/jobs?q=apprentice';
/** Another build's server, to compare two builds side by side (BENCH_SKIP_BUILD=1 BENCH_HTTP_SERVER=…/dist/server/main.js). */
const SERVER = process.env.BENCH_HTTP_SERVER ?? 'dist/server/main.js';

interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(scenario: string, url: string, connections = CONNECTIONS): Promise<Row> {
  const result = await autocannon({ url, connections, duration: SECONDS });
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const PAIRS = Number(process.env.BENCH_HTTP_PAIRS ?? 3);

/**
 * The health check alone, then beside two clients looping broad searches, PAIRS times in turn: the
 * share of its throughput it keeps is the median of the pairs' shares, since one pair on this
 * shared machine swings by ±10 points. The rows are the pair whose share is that median.
 */
async function healthBesideSearches(): Promise<Row[]> {
  const pairs: Array<{ alone: Row; beside: Row; searches: Row; share: number }> = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const alone = await load('`GET /healthz` alone', `${BASE}/healthz`);
    const [beside, searches] = await Promise.all([
      load('`GET /healthz` while 2 clients loop broad searches', `${BASE}/healthz`),
      load('(the 2 searching clients meanwhile)', `${BASE}${BROAD_SEARCH}`, 2),
    ]);
    pairs.push({ alone, beside, searches, share: beside.requestsPerSecond / alone.requestsPerSecond });
  }
  const middle = pairs.find((pair) => pair.share === median(pairs.map((p) => p.share)))!;
  const shares = pairs.map((pair) => `${Math.round(pair.share * 100)}%`).join(', ');
  return [
    middle.alone,
    middle.beside,
    {
      ...middle.searches,
      scenario: `${middle.searches.scenario}; the health check kept ${shares} of alone (median ${Math.round(middle.share * 100)}%)`,
    },
  ];
}

/** The app's scenarios against whatever server listens on PORT. */
async function appScenarios(): Promise<Row[]> {
  // Warm the caches and the JIT first.
  await autocannon({ url: `${BASE}/api/jobs`, connections: 2, duration: 2 });
  const rows = [
    await load('`GET /api/jobs` (first page, no search)', `${BASE}/api/jobs`),
    await load(`\`GET ${BROAD_SEARCH}\``, `${BASE}${BROAD_SEARCH}`),
  ];
  return [...(await healthBesideSearches()), ...rows];
}

/**
 * Reads of one posting by 20 clients while PostgreSQL restarts (BENCH_PG_RESTART: the command that
 * restarts the server, e.g. `pg_ctlcluster 15 main restart`; it ends every connection, as a real
 * restart does). A read that loses its connection waits for the database and runs once more
 * (docs/decisions/014): the goal is no failed read.
 */
async function restartScenario(): Promise<Row[]> {
  const command = process.env.BENCH_PG_RESTART;
  if (!command) return [];
  const first = (await (await fetch(`${BASE}/api/jobs`)).json()) as { items: { id: string }[] };
  const url = `${BASE}/api/jobs/${first.items[0]!.id}`;
  let restartSeconds = 0;
  // Asynchronous, so autocannon (in this process) keeps sending while the server restarts.
  const restart = new Promise<void>((resolve, reject) =>
    setTimeout(() => {
      const started = Date.now();
      exec(command, (error) => {
        restartSeconds = (Date.now() - started) / 1000;
        if (error) reject(error);
        else resolve();
      });
    }, 3_000),
  );
  const [row] = await Promise.all([load('`GET /api/jobs/{id}` across a PostgreSQL restart', url, 20), restart]);
  return [{ ...row, scenario: `${row.scenario} (${restartSeconds.toFixed(1)} s)` }];
}

function startApp(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [SERVER], {
    // As deployed: production mode writes answers without the contract check (decision 015).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-only-secret-0123456789abcdef',
      PORT: String(PORT),
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      // No mail server: the outbox, as `npm start` keeps it (docs/decisions/039).
      MAIL_OUTBOX: 'true',
      ...env,
    },
    stdio: 'inherit',
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function withApp<T>(env: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const app = startApp(env);
  try {
    await waitForReady(BASE, undefined, 240);
    return await body();
  } finally {
    await stop(app);
  }
}

async function seed(database: Database): Promise<void> {
  await applyMigrations(database);
  const ms = await loadPostings(database, JOBS);
  console.error(`seeded ${JOBS} postings in ${(ms / 1000).toFixed(1)} s (${database.kind})`);
}

async function benchPglite(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-bench-http-'));
  try {
    const database = await openPglite(dataDir);
    await seed(database);
    await database.close();
    return await withApp({ DATA_DIR: dataDir, DATABASE_URL: '' }, appScenarios);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The first page's two statements as drizzle writes them, for the bare server. */
function firstPageStatements(database: Database) {
  const page = activeJobsQuery(database.db, { limit: 20, savedBy: null }).toSQL();
  const total = activeJobsCountQuery(database.db, {}).toSQL();
  return JSON.stringify([page, total].map(({ sql, params }) => ({ sql, params })));
}

async function benchPostgres(serverUrl: string): Promise<Row[]> {
  const scratch = await createScratchDatabase(serverUrl);
  try {
    const database = await openPostgres(scratch.url);
    await seed(database);
    const statements = firstPageStatements(database);
    await database.close();
    const rows = await withApp({ DATABASE_URL: scratch.url }, async () => [...(await appScenarios()), ...(await restartScenario())]);
    const bare = fork(path.join(import.meta.dirname, 'bare-browse-server.ts'), {
      env: { ...process.env, PORT: String(PORT), DATABASE_URL: scratch.url, BARE_STATEMENTS: statements },
      execArgv: ['--import', 'tsx'],
    });
    try {
      await new Promise((resolve) => bare.once('message', resolve));
      rows.push(await load('bare `node:http` + `pg`, same SQL as the first page', `${BASE}/`));
    } finally {
      await stop(bare);
    }
    return rows;
  } finally {
    await scratch.drop();
  }
}

function printTable(title: string, rows: Row[]): void {
  console.log(`\n### ${title}\n`);
  console.log('| scenario | requests/s | p50 (ms) | p99 (ms) | failed |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(`| ${row.scenario} | ${Math.round(row.requestsPerSecond).toLocaleString('en-US')} | ${row.p50} | ${row.p99} | ${row.failed} |`);
}

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
console.log(
  `${JOBS.toLocaleString('en-US')} postings, ${CONNECTIONS} connections, ${SECONDS} s per scenario; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? ''}), Node ${process.versions.node}`,
);
printTable('PGlite (embedded, in its own thread)', await benchPglite());
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const rows = await benchPostgres(serverUrl);
  printTable('PostgreSQL', rows);
  const app = rows.find((row) => row.scenario.startsWith('`GET /api/jobs` (first'))!;
  const bare = rows.at(-1)!;
  console.log(`\nFramework ratio (app first page / bare server): ${(app.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}`);
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to include it.)');
}
