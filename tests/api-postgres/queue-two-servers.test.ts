// Two app servers on one PostgreSQL database, both running the queue's worker: every task runs on
// exactly one of them, and every e-mail reaches the SMTP server once. Each app has its own
// connection pool, as two servers would.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import { openPostgres, type Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import { createLocalStorage } from '@server/storage/local-storage';
import { startTestSmtp, type TestSmtp } from '../api/helpers/test-smtp';

const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `firstrung_two_servers_${crypto.randomBytes(5).toString('hex')}`;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

describe('two app servers on one PostgreSQL database', () => {
  let smtp: TestSmtp;
  const servers: Array<{ app: FastifyInstance; database: Database; dataDir: string }> = [];
  const ran: Array<{ server: number; id: string }> = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    await adminQuery(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    for (const server of [0, 1]) {
      const database = await openPostgres(url.toString());
      await applyMigrations(database);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-two-'));
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: smtp.url, QUEUE_POLL_MS: '100' });
      const app = await buildApp({
        config,
        database,
        storage: createLocalStorage(dataDir),
        authSecret: 'a-secret-shared-by-both-servers-0123456789',
        serveWeb: false,
        logger: false,
      });
      // A task kind that records which server ran it, and takes a moment, as real work does.
      app.deps.queue.handle('test.record', async (payload) => {
        ran.push({ server, id: String(payload.n) });
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      await app.ready();
      servers.push({ app, database, dataDir });
    }
  }, 60_000);

  afterAll(async () => {
    for (const { app, database, dataDir } of servers) {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    await smtp.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }, 60_000);

  it('runs each of 300 tasks on exactly one server, both servers taking part', async () => {
    const [first, second] = servers;
    // Queued from both servers, as requests to either would.
    for (let n = 0; n < 300; n += 1) await (n % 2 ? second! : first!).app.deps.queue.enqueue('test.record', { n });
    await expect.poll(() => ran.length, { timeout: 60_000 }).toBe(300);
    await Promise.all(servers.map(({ app }) => app.deps.queue.drain()));
    expect(new Set(ran.map((entry) => entry.id)).size).toBe(300);
    expect(ran.length).toBe(300);
    expect(ran.some((entry) => entry.server === 0)).toBe(true);
    expect(ran.some((entry) => entry.server === 1)).toBe(true);
  }, 90_000);

  it('sends each of 60 e-mails once', async () => {
    const addresses = Array.from({ length: 60 }, (_, n) => `two-servers-${n}@example.test`);
    for (const [n, address] of addresses.entries()) {
      await servers[n % 2]!.app.deps.mailer.send({ kind: 'test.hello', to: address, subject: `Message ${n}`, paragraphs: ['Hello.'] });
    }
    await expect.poll(() => smtp.messages.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(60);
    await Promise.all(servers.map(({ app }) => app.deps.queue.drain()));
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(60);
  }, 90_000);
});
