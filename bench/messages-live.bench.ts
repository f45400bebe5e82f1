// npm run bench:live: live messages at 1,000 open streams on one app server on PostgreSQL
// (docs/product/messages.md#live-on-several-servers). The server runs in a child process (its
// memory alone is measured, after a garbage collection: --expose-gc); this process opens
// BENCH_LIVE_STREAMS Server-Sent Events streams over real HTTP (keep-alive agent), spread over the
// server's threads, then the server stores and publishes BENCH_LIVE_MESSAGES messages one after
// another (NOTIFY, back through its LISTEN connection) and each reader's receipt is timed from the
// moment this process asked for the message. Goals: p95 <= 200 ms, < 100 MB for the streams.
// Needs BENCH_DATABASE_URL (a scratch database is created and dropped).
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createScratchDatabase } from './helpers';
import type { BenchAnswer, BenchRequest } from './live-bench-server';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1_000);
const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 200);
const OPENING_AT_ONCE = 50;
const MB = 1024 * 1024;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function ask<T extends BenchAnswer['type']>(
  server: ChildProcess,
  request: BenchRequest | null,
  answer: T,
): Promise<Extract<BenchAnswer, { type: T }>> {
  return new Promise((resolve) => {
    const listener = (message: BenchAnswer) => {
      if (message.type !== answer) return;
      server.off('message', listener);
      resolve(message as Extract<BenchAnswer, { type: T }>);
    };
    server.on('message', listener);
    if (request) server.send(request);
  });
}

/** Opens one stream; `onMessage` gets each `message` event's `n`. Resolves once the first comment arrived. */
function openStream(agent: http.Agent, url: string, cookie: string, onMessage: (n: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: 'text/event-stream', cookie } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let unread = '';
      let opened = false;
      response.on('data', (chunk: string) => {
        if (!opened) {
          opened = true;
          resolve(request);
        }
        unread += chunk;
        let end = unread.indexOf('\n\n');
        while (end !== -1) {
          const block = unread.slice(0, end);
          unread = unread.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.startsWith('event: message') && data) onMessage((JSON.parse(data.slice(6)) as { n: number }).n);
          end = unread.indexOf('\n\n');
        }
      });
    });
    request.on('error', reject);
  });
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('bench:live needs PostgreSQL: set BENCH_DATABASE_URL.');
    return;
  }
  const scratch = await createScratchDatabase(serverUrl);
  const server = fork(path.join(import.meta.dirname, 'live-bench-server.ts'), {
    env: { ...process.env, DATABASE_URL: scratch.url },
    execArgv: ['--import', 'tsx', '--expose-gc'],
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  try {
    const ready = await ask(server, null, 'ready');
    const base = `http://127.0.0.1:${ready.port}`;
    const threadOf = (stream: number) => ready.threadIds[stream % ready.threadIds.length]!;
    const readersOf = new Map<string, number>();
    for (let stream = 0; stream < STREAMS; stream += 1) readersOf.set(threadOf(stream), (readersOf.get(threadOf(stream)) ?? 0) + 1);

    // What each reader received: message n -> receipts (ms since the message was asked for).
    const askedAt = new Map<number, number>();
    const receipts = new Map<number, number[]>();
    const waiters = new Map<number, () => void>();
    const onMessage = (n: number) => {
      const list = receipts.get(n) ?? [];
      list.push(performance.now() - askedAt.get(n)!);
      receipts.set(n, list);
      if (list.length === expectedReaders.get(n)) waiters.get(n)?.();
    };
    const expectedReaders = new Map<number, number>();

    // One stream opened and closed first, so what the route loads once is in the baseline.
    const warm = await openStream(agent, `${base}/api/messages/threads/${threadOf(0)}/events`, ready.studentCookie, () => undefined);
    warm.destroy();
    const before = await ask(server, { type: 'memory' }, 'memory');

    const opening = performance.now();
    for (let first = 0; first < STREAMS; first += OPENING_AT_ONCE) {
      const batch: Array<Promise<http.ClientRequest>> = [];
      for (let stream = first; stream < Math.min(STREAMS, first + OPENING_AT_ONCE); stream += 1) {
        const cookie = stream % 2 ? ready.employerCookie : ready.studentCookie;
        batch.push(openStream(agent, `${base}/api/messages/threads/${threadOf(stream)}/events`, cookie, onMessage));
      }
      requests.push(...(await Promise.all(batch)));
    }
    const openingSeconds = (performance.now() - opening) / 1000;
    const after = await ask(server, { type: 'memory' }, 'memory');
    if (after.subscriptions !== STREAMS) throw new Error(`the server holds ${after.subscriptions} subscriptions, not ${STREAMS}`);

    for (let n = 0; n < MESSAGES; n += 1) {
      const threadId = ready.threadIds[n % ready.threadIds.length]!;
      expectedReaders.set(n, readersOf.get(threadId) ?? 0);
      const all = new Promise<void>((resolve) => waiters.set(n, resolve));
      askedAt.set(n, performance.now());
      server.send({ type: 'publish', threadId, n } satisfies BenchRequest);
      await all;
    }
    const everyReceipt = [...receipts.values()].flat().sort((a, b) => a - b);
    const firstReceipts = [...receipts.values()].map((list) => Math.min(...list)).sort((a, b) => a - b);
    const mb = (bytes: number) => (bytes / MB).toFixed(1);

    console.log(`\n### Live messages: ${STREAMS} streams on ${ready.threadIds.length} threads, one app server, PostgreSQL\n`);
    console.log(`(${STREAMS} streams opened in ${openingSeconds.toFixed(1)} s; garbage collected before each measure: ${after.gc ? 'yes' : 'no'})\n`);
    console.log('| measure | value | goal |');
    console.log('|---|---:|---:|');
    console.log(`| server RSS added by ${STREAMS} streams | ${mb(after.rss - before.rss)} MB | < 100 MB |`);
    console.log(`| server heap used added by ${STREAMS} streams | ${mb(after.heapUsed - before.heapUsed)} MB | |`);
    console.log(`| per stream (RSS) | ${((after.rss - before.rss) / STREAMS / 1024).toFixed(1)} KB | |`);
    console.log(
      `| message -> reader, median (${everyReceipt.length} receipts of ${MESSAGES} messages) | ${percentile(everyReceipt, 50).toFixed(1)} ms | |`,
    );
    console.log(`| message -> reader, p95 | ${percentile(everyReceipt, 95).toFixed(1)} ms | <= 200 ms |`);
    console.log(`| message -> first reader, p95 | ${percentile(firstReceipts, 95).toFixed(1)} ms | |`);
    console.log(`| message -> reader, max | ${everyReceipt.at(-1)!.toFixed(1)} ms | |`);
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    server.send({ type: 'stop' } satisfies BenchRequest);
    await new Promise((resolve) => server.once('exit', resolve));
    await scratch.drop();
  }
}

await main();
