// Shared by the benchmarks in bench/ (npm run bench:jobs, bench:admin-users, bench:lists).
// BENCH_SKIP_PGLITE=1 skips the in-memory PGlite run of onEveryDatabase (faster iterations on PostgreSQL).
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '@server/db/client';

export const RUNS = Number(process.env.BENCH_RUNS ?? 40);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** 3 warm-up runs, then RUNS measured runs: wall-clock median and p95 in ms. */
export async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/** Runs a list of named scenarios and prints them as a Markdown table. */
export async function printTable(scenarios: { name: string; run: () => Promise<unknown> }[]) {
  console.log('| query | median (ms) | p95 (ms) |');
  console.log('|---|---:|---:|');
  for (const scenario of scenarios) {
    const result = await measure(scenario.run);
    console.log(`| ${scenario.name} | ${result.median.toFixed(2)} | ${result.p95.toFixed(2)} |`);
  }
}

/** A new, empty database on the server at `serverUrl`: its URL, and how to drop it again. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `firstrung_bench_${crypto.randomBytes(4).toString('hex')}`;
  // A connection of its own for each statement: none stays open while the bench runs, since
  // bench:http restarts the server (BENCH_PG_RESTART) and an idle client would die with it.
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A scratch database on the server at `serverUrl`, created for `body` and dropped afterwards. */
async function withScratchPostgres(serverUrl: string, body: (database: Database) => Promise<void>) {
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openPostgres(scratch.url);
  try {
    await body(database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** Runs `benchmark` on an in-memory PGlite (unless BENCH_SKIP_PGLITE=1), then on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function onEveryDatabase(benchmark: (label: string, database: Database) => Promise<void>) {
  if (process.env.BENCH_SKIP_PGLITE === '1') console.log('(PGlite skipped: BENCH_SKIP_PGLITE=1.)');
  else {
    const pglite = await openPglite('memory://');
    try {
      await benchmark('PGlite (in memory)', pglite);
    } finally {
      await pglite.close();
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) await withScratchPostgres(serverUrl, (database) => benchmark('PostgreSQL', database));
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to include it.)');
}
