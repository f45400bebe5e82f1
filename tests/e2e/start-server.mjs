// Starts the built server for the browser tests on a fresh, throw-away data folder.
// With TEST_DATABASE_URL the server uses that PostgreSQL database and seeds the demo accounts;
// without it the server uses PGlite in the data folder and seeds the empty database itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'firstrung-e2e-'));
const env = { ...process.env, PORT: process.env.E2E_PORT ?? '5055', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
if (process.env.TEST_DATABASE_URL) {
  env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  env.SEED_DEMO = 'true';
}

const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'inherit' });

function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
}

function stop(signal) {
  server.kill(signal);
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
