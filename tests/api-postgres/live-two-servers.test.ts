// Live delivery across app servers on one PostgreSQL database (docs/product/messages.md#live-on-several-servers):
// two hubs, each with its own listening connection, as two servers have; then two whole apps, a
// stream open on one and a message written through the other's route.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@common/api/endpoint';
import { messagesEndpoints } from '@common/endpoints/messages';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import { openPostgres, type Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import type { LiveEvent, LiveHub } from '@server/live/live-hub';
import { LIVE_PAYLOAD_MAX_BYTES, startPostgresLiveHub } from '@server/live/postgres-live-hub';
import { createLocalStorage } from '@server/storage/local-storage';
import { openEventStream } from '../api/helpers/event-stream-client';
import { createThreadFixture } from '../api/helpers/live-thread-fixtures';
import { createPersona } from '../api/helpers/personas';

const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `firstrung_live_${crypto.randomBytes(5).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;

async function adminQuery(sql: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql, values);
  await client.end();
}

/** A log that keeps its warnings, so a lost connection can be seen reported. */
function recordingLog() {
  const warnings: string[] = [];
  const log = {
    info: () => undefined,
    warn: (...args: unknown[]) => void warnings.push(args.map(String).join(' ')),
  } as unknown as Parameters<typeof startPostgresLiveHub>[0]['log'];
  return { log, warnings };
}

beforeAll(async () => {
  await adminQuery(`create database ${name}`);
  const database = await openPostgres(url.toString());
  await applyMigrations(database);
  await database.close();
}, 60_000);
afterAll(async () => adminQuery(`drop database if exists ${name} with (force)`), 60_000);

describe('two PostgreSQL live hubs', () => {
  const databases: Database[] = [];
  const hubs: LiveHub[] = [];
  const logs: Array<ReturnType<typeof recordingLog>> = [];

  beforeAll(async () => {
    for (let server = 0; server < 2; server += 1) {
      const database = await openPostgres(url.toString());
      const recording = recordingLog();
      hubs.push(await startPostgresLiveHub({ url: url.toString(), db: database.db, log: recording.log }));
      databases.push(database);
      logs.push(recording);
    }
  });
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    for (const database of databases) await database.close();
  });

  it("hands an event published on one to the other's subscribers of that topic only", async () => {
    const [writer, reader] = hubs as [LiveHub, LiveHub];
    const received: LiveEvent[] = [];
    const elsewhere: LiveEvent[] = [];
    const stop = reader.subscribe('thread:one', (event) => received.push(event));
    reader.subscribe('thread:two', (event) => elsewhere.push(event));
    const event = { type: 'message', data: { body: 'Bonjour, à lundi ! 👋', n: 1 } };
    await writer.publish('thread:one', event);
    await expect.poll(() => received).toEqual([event]);
    expect(elsewhere).toEqual([]);
    stop();
    expect(reader.subscriptions()).toBe(1);
  });

  it('refuses an event too large for NOTIFY, and carries one of the largest message', async () => {
    const [writer, reader] = hubs as [LiveHub, LiveHub];
    await expect(writer.publish('thread:big', { type: 'message', data: 'x'.repeat(LIVE_PAYLOAD_MAX_BYTES) })).rejects.toThrow(/bytes/);
    const received: LiveEvent[] = [];
    reader.subscribe('thread:big', (event) => received.push(event));
    // 2,000 characters, each two bytes in UTF-8.
    const largest = { type: 'message', data: { id: crypto.randomUUID(), body: 'é'.repeat(2_000), masked: false } };
    await writer.publish('thread:big', largest);
    await expect.poll(() => received).toEqual([largest]);
  });

  it('listens again after its connection is cut, and says so in the log', async () => {
    const [writer, reader] = hubs as [LiveHub, LiveHub];
    const received: LiveEvent[] = [];
    reader.subscribe('thread:again', (event) => received.push(event));
    await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN %'`, [name]);
    await expect.poll(() => logs[1]!.warnings.join('\n')).toMatch(/listening connection to PostgreSQL was lost/);
    // Events sent while no connection listens are lost; one of these arrives once it listens again.
    await expect
      .poll(
        async () => {
          await writer.publish('thread:again', { type: 'message', data: null });
          return received.length;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBeGreaterThan(0);
  });
});

describe('two app servers on one PostgreSQL database', () => {
  const servers: Array<{ app: FastifyInstance; database: Database; dataDir: string; base: string }> = [];

  beforeAll(async () => {
    for (let server = 0; server < 2; server += 1) {
      const database = await openPostgres(url.toString());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-live-'));
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const app = await buildApp({
        config,
        database,
        storage: createLocalStorage(dataDir),
        authSecret: 'a-secret-shared-by-both-servers-0123456789',
        serveWeb: false,
        logger: false,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      servers.push({ app, database, dataDir, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    }
  }, 60_000);
  afterAll(async () => {
    for (const { app, database, dataDir } of servers) {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("delivers a message written on server A to the thread's stream open on server B", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const student = await createPersona(a.app, 'student');
    const employer = await createPersona(a.app, 'employer');
    const threadId = await createThreadFixture(a.app, student.userId!, employer.userId!);

    // The student's session was made on A; B reads it from the shared database.
    const stream = await openEventStream(b.base + endpointUrl(messagesEndpoints.events, { params: { id: threadId } }), student.cookie);
    expect(stream.status).toBe(200);
    expect(a.app.deps.live.subscriptions()).toBe(0);
    // The employer writes through server A's real route: its commit, then its NOTIFY.
    const written = await a.app.inject({
      method: 'POST',
      url: endpointUrl(messagesEndpoints.write, { params: { id: threadId } }),
      headers: { cookie: employer.cookie },
      payload: { body: 'See you at 9.' },
    });
    expect(written.statusCode, written.body).toBe(201);
    const received = await stream.nextEvent();
    expect(received.event).toBe('message');
    expect(JSON.parse(received.data)).toEqual({ ...written.json(), mine: false });
    stream.close();
    await expect.poll(() => b.app.deps.live.subscriptions()).toBe(0);
  });
});
