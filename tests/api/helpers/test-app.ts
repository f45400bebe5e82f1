import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import type { WebBuild } from '@server/features/web/web-app';
import { loadConfig, type AppConfig } from '@server/config/config';
import type { Database } from '@server/db/client';
import { createLocalStorage } from '@server/storage/local-storage';
import type { FileStorage } from '@server/storage/storage';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: FileStorage;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/** The real app, in process, on a fresh database and a temporary storage folder. */
export async function createTestApp(
  overrides: {
    storage?: FileStorage;
    env?: Record<string, string>;
    /** Receives the app's log (at LOG_LEVEL, else info). */ logStream?: NodeJS.WritableStream;
    /** The app's pages from this build (index.html and prerendered pages) instead of none. */
    webBuild?: WebBuild;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: overrides.logStream ? 'info' : 'silent', ...overrides.env });
  const database = await createTestDatabase();
  const storage = overrides.storage ?? createLocalStorage(dataDir, { minFreeBytes: config.uploadMinFreeBytes });
  const app = await buildApp({
    config,
    database,
    storage,
    authSecret: TEST_SECRET,
    serveWeb: false,
    ...(overrides.webBuild ? { webBuild: overrides.webBuild } : {}),
    ...(overrides.logStream ? { logStream: overrides.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
