// The queue across a stopped server: the real server (server/main.ts) in its own process, killed
// with SIGKILL (no clean shutdown) between queueing a message and sending it, and while sending
// it; the next start sends it, and the SMTP server receives it exactly once. On PGlite the
// database is the one in DATA_DIR; with TEST_DATABASE_URL a PostgreSQL database of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Server {
  process: ChildProcess;
  url: string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // The built server when there is one (CI builds before the tests): it starts faster than tsx.
  const entry = fs.existsSync('dist/server/main.js') ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start: ${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { process: child, url };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function kill(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill(signal);
  await exited;
}

/** Something that sends an e-mail: subscribing to the newsletter sends the confirm message. */
async function subscribe(server: Server, email: string): Promise<void> {
  const response = await fetch(`${server.url}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBeLessThan(300);
}

describe('the queue across a killed server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-restart-'));
  const serverDatabaseUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `firstrung_restart_${crypto.randomBytes(5).toString('hex')}`;
  let databaseUrl: string | undefined;
  let smtp: TestSmtp;
  const stalledAddress = `stalled-${crypto.randomBytes(4).toString('hex')}@example.test`;
  let running: Server | undefined;
  let queuedAddress = '';

  const env = (extra: Record<string, string>) => ({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    QUEUE_POLL_MS: '200',
    // The claim of a killed server lapses quickly, so the next one takes the task over in the test.
    QUEUE_LEASE_MS: '2000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  });

  beforeAll(async () => {
    smtp = await startTestSmtp({ stallFirstTo: stalledAddress });
    if (serverDatabaseUrl) {
      const admin = new pg.Client({ connectionString: serverDatabaseUrl });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      await admin.end();
      const url = new URL(serverDatabaseUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    }
  }, 60_000);

  afterAll(async () => {
    if (running) await kill(running, 'SIGTERM');
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (serverDatabaseUrl) {
      const admin = new pg.Client({ connectionString: serverDatabaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  }, 60_000);

  it('sends a message queued by a server killed before sending it once, after the next start', async () => {
    const address = `queued-${crypto.randomBytes(4).toString('hex')}@example.test`;
    // This server queues but runs no tasks: it is killed with the message still waiting.
    running = await startServer(env({ QUEUE_WORKER: 'false' }));
    await subscribe(running, address);
    await kill(running, 'SIGKILL');
    expect(smtp.to(address)).toHaveLength(0);

    running = await startServer(env({}));
    await smtp.waitFor((mail) => mail.to === address, { timeoutMs: 30_000 });
    expect(smtp.to(address)).toHaveLength(1);
    queuedAddress = address;
  }, 240_000);

  it('sends a message once when its server was killed in the middle of sending it', async () => {
    // The server of the test before, still running.
    await subscribe(running!, stalledAddress);
    // The SMTP server has the message but never accepts it; the server is killed meanwhile.
    await smtp.stalled();
    await kill(running!, 'SIGKILL');
    expect(smtp.to(stalledAddress)).toHaveLength(0);

    // The next server takes the task over once the killed server's claim lapses, and sends it.
    running = await startServer(env({}));
    await smtp.waitFor((mail) => mail.to === stalledAddress, { timeoutMs: 30_000 });
    // A clean stop finishes the tasks in hand: any second copy of either message would have arrived.
    await kill(running, 'SIGTERM');
    expect(smtp.to(stalledAddress)).toHaveLength(1);
    expect(smtp.to(queuedAddress)).toHaveLength(1);
  }, 240_000);
});
