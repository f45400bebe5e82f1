// Shared by the benchmarks that run the built server (bench:web, bench:interaction, bench:http):
// start it on a fresh data folder, wait until it answers, sign a demo user in.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface ServedBuild {
  base: string;
  server: ChildProcess;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
}

/** A build's server (dist/server/main.js, or another build's) on the embedded database with the demo data, in production mode as `npm start` runs it. */
export function serveBuild(serverFile: string, port: number): ServedBuild {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-bench-'));
  const server = spawn(process.execPath, [serverFile], {
    env: { ...process.env, NODE_ENV: 'production', MAIL_OUTBOX: 'true', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'inherit',
  });
  return {
    base: `http://localhost:${port}`,
    server,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `base` answers /readyz (half a second between tries); fails at once if `server` stopped. */
export async function waitForReady(base: string, server?: ChildProcess, attempts = 120): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (server && server.exitCode !== null) throw new Error(`the server for ${base} stopped (exit code ${server.exitCode})`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${base} did not become ready`);
}

/** The session cookie (name=value) of a demo user, signed in through the API as the app does. */
export async function demoSessionCookie(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in at ${base}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
