// The app server of bench/messages-live.bench.ts, in a process of its own so its memory is measured
// without the 1,000 readers' sockets: it answers the bench over IPC (ready, memory, publish, stop).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import { openPostgres } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import { messages } from '@server/db/schema';
import { threadTopic } from '@server/live/live-hub';
import { createLocalStorage } from '@server/storage/local-storage';
import { createThreadFixture } from '../tests/api/helpers/live-thread-fixtures';
import { createPersona } from '../tests/api/helpers/personas';

export type BenchRequest = { type: 'memory' } | { type: 'publish'; threadId: string; n: number } | { type: 'stop' };
export type BenchAnswer =
  | { type: 'ready'; port: number; studentCookie: string; employerCookie: string; threadIds: string[] }
  | { type: 'memory'; rss: number; heapUsed: number; subscriptions: number; gc: boolean }
  | { type: 'published'; n: number };

const THREADS = Number(process.env.BENCH_LIVE_THREADS ?? 250);
const send = (answer: BenchAnswer) => process.send!(answer);
const collect = (globalThis as { gc?: () => void }).gc;

const database = await openPostgres(process.env.DATABASE_URL!);
await applyMigrations(database);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-bench-live-'));
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  database,
  storage: createLocalStorage(dataDir, { minFreeBytes: 0 }),
  authSecret: 'bench-secret-that-is-long-enough-for-better-auth',
  serveWeb: false,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const student = await createPersona(app, 'student');
const employer = await createPersona(app, 'employer');
const threadIds: string[] = [];
for (let n = 0; n < THREADS; n += 1) threadIds.push(await createThreadFixture(app, student.userId!, employer.userId!));

process.on('message', (request: BenchRequest) => {
  void (async () => {
    if (request.type === 'memory') {
      collect?.();
      collect?.();
      const usage = process.memoryUsage();
      send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, subscriptions: app.deps.live.subscriptions(), gc: Boolean(collect) });
    } else if (request.type === 'publish') {
      // As the write endpoint will: the message is stored, then announced after the commit.
      const body = `Message ${request.n}: can you start on Monday at 9?`;
      const [row] = await database.db
        .insert(messages)
        .values({ threadId: request.threadId, senderId: employer.userId!, senderRole: 'employer', body })
        .returning();
      await app.deps.live.publish(threadTopic(request.threadId), {
        type: 'message',
        data: { id: row!.id, threadId: request.threadId, body, senderRole: 'employer', masked: false, createdAt: row!.createdAt, n: request.n },
      });
      send({ type: 'published', n: request.n });
    } else {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  })();
});

send({
  type: 'ready',
  port: (app.server.address() as AddressInfo).port,
  studentCookie: student.cookie!,
  employerCookie: employer.cookie!,
  threadIds,
});
