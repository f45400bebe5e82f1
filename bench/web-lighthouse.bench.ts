// npm run bench:web: builds the app, serves it with the demo data on a fresh embedded database,
// and runs Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the
// public pages people arrive on. Scores move between runs on a shared machine, so each page is
// measured BENCH_WEB_RUNS times (default 3) and the medians are printed as a Markdown table.
//
// BENCH_WEB_BEFORE=<another build's dist/server/main.js> measures that build side by side with
// this one: both are served at once and their runs alternate page by page (before, now, before,
// ...), so both see the same load on a shared machine and the table compares like with like.
// BENCH_WEB_PAGES=/jobs/{id},/events measures only those pages (comma-separated; {id}: the first job).
// A page as a signed-in demo user is written `<e-mail>:<path>`: the bench signs in through the API
// and Lighthouse sends the session cookie with every request (BENCH_WEB_SIGNED_IN=0 leaves them out).
import { execSync } from 'node:child_process';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoSessionCookie, median, serveBuild, waitForReady, type ServedBuild } from './served-build';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 5099);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BEFORE = process.env.BENCH_WEB_BEFORE;
const PUBLIC_PAGES = ['/', '/jobs', '/jobs/{id}', '/events'];
// The pages a signed-in user lives in: each kind's home, and a student's job list.
const SIGNED_IN_PAGES = ['maya.chen@firstrung.test:/', 'maya.chen@firstrung.test:/jobs', 'priya@northbuild.test:/', 'office@riverside.test:/'];
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? [...PUBLIC_PAGES, ...(process.env.BENCH_WEB_SIGNED_IN === '0' ? [] : SIGNED_IN_PAGES)];

type Metrics = Record<'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcp' | 'lcp' | 'tbt' | 'bytes', number>;
interface Build extends ServedBuild {
  label: string;
}

const serve = (label: string, serverFile: string, port: number): Build => ({ label, ...serveBuild(serverFile, port) });

async function firstJobId(base: string): Promise<string> {
  const jobs = (await (await fetch(`${base}/api/jobs?limit=1`)).json()) as { items?: Array<{ id: string }>; jobs?: Array<{ id: string }> };
  const id = (jobs.items ?? jobs.jobs ?? [])[0]?.id;
  if (!id) throw new Error(`no job at ${base}`);
  return id;
}

/** A page of the list: its path, and the demo user it is seen as (none: a visitor). */
function parsePage(page: string): { email?: string; path: string } {
  const at = page.indexOf(':/');
  return at === -1 ? { path: page } : { email: page.slice(0, at), path: page.slice(at + 1) };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Rows = Array<Record<string, unknown>>;
const itemsOf = (lhr: Report, audit: string) => ((lhr.audits[audit]?.details as { items?: Rows } | undefined)?.items ?? []) as Rows;
const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
const shortUrl = (value: unknown) => String(value).replace(/^https?:\/\/[^/]+/, '');

/** BENCH_WEB_DETAILS: the main thread's work by kind and by script, and the requests in the order they started. */
function printWhereTimeGoes(url: string, lhr: Report): void {
  const work = itemsOf(lhr, 'mainthread-work-breakdown').map((item) => `${String(item.groupLabel)} ${ms(item.duration)}`);
  const scripts = itemsOf(lhr, 'bootup-time').map(
    (item) => `${shortUrl(item.url)}: ${ms(item.total)} (evaluation ${ms(item.scripting)}, parsing ${ms(item.scriptParseCompile)})`,
  );
  const requests = itemsOf(lhr, 'network-requests')
    .filter((item) => item.resourceType !== 'Image' && item.resourceType !== 'Font')
    .map((item) => `${ms(item.networkRequestTime)}-${ms(item.networkEndTime)} ${shortUrl(item.url)}`);
  const longTasks = itemsOf(lhr, 'long-tasks').map((item) => `${ms(item.startTime)}+${ms(item.duration)} ${shortUrl(item.url)}`);
  console.error(
    [`-- ${url}`, `main thread: ${work.join(', ')}`, 'scripts:', ...scripts, 'long tasks:', ...longTasks, 'requests:', ...requests].join('\n  '),
  );
}

/** One run's figures; null when Lighthouse could not measure the page (it then scores nothing, which is no score of 0). */
async function measure(url: string, port: number, cookie?: string): Promise<Metrics | null> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) },
    // Cookies cleared before each run too: a cookie the last run's page set (its time zone, on leaving)
    // would make Chromium send its own Cookie header instead of the session's.
    {
      extends: 'lighthouse:default',
      settings: { clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies'] },
    },
  );
  const lhr = result!.lhr;
  if (lhr.runtimeError) {
    console.error(`${url}: Lighthouse could not measure the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return null;
  }
  // BENCH_WEB_DETAILS=1: which audits cost points, to know what to work on next.
  if (process.env.BENCH_WEB_DETAILS) {
    const weak = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9);
    console.error(`${url}: ${weak.map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`).join(', ')}`);
    printWhereTimeGoes(url, lhr);
  }
  return {
    performance: (lhr.categories.performance?.score ?? 0) * 100,
    accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
    bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
    seo: (lhr.categories.seo?.score ?? 0) * 100,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
  };
}

/** The medians of the runs that were measured; a run that was not shows as "–" among the scores. */
function row(label: string, runs: Array<Metrics | null>): string {
  const measured = runs.filter((r): r is Metrics => r !== null);
  const m = (key: keyof Metrics) => median(measured.map((r) => r[key]));
  const scores = runs.map((r) => (r ? r.performance.toFixed(0) : '–')).join(', ');
  if (measured.length === 0) return `| ${label} | not measured (${scores}) | | | | | | | |`;
  return `| ${label} | ${m('performance').toFixed(0)} (${scores}) | ${m('accessibility').toFixed(0)} | ${m('bestPractices').toFixed(0)} | ${m('seo').toFixed(0)} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${m('tbt').toFixed(0)} ms | ${(m('bytes') / 1024).toFixed(0)} KB |`;
}

async function main() {
  if (!process.env.BENCH_WEB_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const builds = [...(BEFORE ? [serve('before', BEFORE, PORT + 1)] : []), serve(BEFORE ? 'now' : '', 'dist/server/main.js', PORT)];
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
    await Promise.all(builds.map((build) => waitForReady(build.base, build.server)));
    const jobIds = await Promise.all(builds.map((build) => firstJobId(build.base)));
    console.log(`Lighthouse ${RUNS} runs per page and build, mobile preset, medians (${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? ''})\n`);
    console.log(
      '| page | performance (runs) | accessibility | best practices | SEO | first contentful paint | largest contentful paint | total blocking time | bytes transferred |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const page of PAGES) {
      const { email, path: pagePath } = parsePage(page);
      const runs = builds.map((): Array<Metrics | null> => []);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, build] of builds.entries()) {
          // A new session each run: Lighthouse clears the browser's storage, not the server's sessions.
          const cookie = email ? await demoSessionCookie(build.base, email) : undefined;
          runs[index]!.push(await measure(`${build.base}${pagePath.replace('{id}', jobIds[index]!)}`, chrome.port, cookie));
        }
      }
      for (const [index, build] of builds.entries()) console.log(row(build.label ? `${page} (${build.label})` : page, runs[index]!));
    }
  } finally {
    chrome.kill();
    for (const build of builds) {
      await build.stop();
    }
  }
}

await main();
