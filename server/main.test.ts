import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A local port nobody listens on: bind one, then free it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('server start', () => {
  it('stops with exit code 1 and one line, no stack trace, when PostgreSQL cannot be reached', async () => {
    const port = await closedPort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-start-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/firstrung`,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      // One line that names the server but not the password.
      expect(result.stderr.trim().split('\n')).toEqual([
        `Cannot connect to PostgreSQL at 127.0.0.1:${port}/firstrung (connection refused). Check DATABASE_URL and that the database server is running.`,
      ]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
