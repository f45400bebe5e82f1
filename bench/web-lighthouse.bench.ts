// npm run bench:web: builds the app, serves it with the demo data on a fresh embedded database,
// and runs Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the
// public pages people arrive on. Scores move between runs on a shared machine, so each page is
// measured BENCH_WEB_RUNS times (default 3) and the medians are printed as a Markdown table.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 5099);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function waitForReady(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ready = await fetch(`${BASE}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

async function main() {
  if (!process.env.BENCH_WEB_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-bench-web-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'inherit',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitForReady();
    const jobs = (await (await fetch(`${BASE}/api/jobs?limit=1`)).json()) as { items?: Array<{ id: string }>; jobs?: Array<{ id: string }> };
    const jobId = (jobs.items ?? jobs.jobs ?? [])[0]?.id;
    const pages = ['/', '/jobs', `/jobs/${jobId}`, '/events'];
    console.log(`Lighthouse ${RUNS} runs per page, mobile preset, medians (${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? ''})\n`);
    console.log(
      '| page | performance | accessibility | best practices | SEO | first contentful paint | largest contentful paint | total blocking time | bytes transferred |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const page of pages) {
      const runs: Array<Record<string, number>> = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${BASE}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result!.lhr;
        // BENCH_WEB_DETAILS=1: which audits cost points, to know what to work on next.
        if (process.env.BENCH_WEB_DETAILS) {
          const weak = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9);
          console.error(`${page}: ${weak.map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`).join(', ')}`);
        }
        runs.push({
          performance: (lhr.categories.performance?.score ?? 0) * 100,
          accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
          bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
          seo: (lhr.categories.seo?.score ?? 0) * 100,
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
        });
      }
      const m = (key: string) => median(runs.map((r) => r[key]!));
      const label = page.startsWith('/jobs/') ? '/jobs/{id}' : page;
      console.log(
        `| ${label} | ${m('performance').toFixed(0)} | ${m('accessibility').toFixed(0)} | ${m('bestPractices').toFixed(0)} | ${m('seo').toFixed(0)} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${m('tbt').toFixed(0)} ms | ${(m('bytes') / 1024).toFixed(0)} KB |`,
      );
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
