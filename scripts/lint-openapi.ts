// Lints the API's OpenAPI document (/api/openapi.json) with Redocly's recommended rules
// (redocly.yaml): builds the app in process on an empty in-memory database, writes app.swagger()
// to a file and runs `redocly lint` on it. Exits with Redocly's status: 1 on any error.
//
//   npx tsx scripts/lint-openapi.ts                  lints (CI: npm run lint:openapi)
//   npx tsx scripts/lint-openapi.ts --out FILE.json  also keeps the document in FILE.json
//
// Redocly runs offline: its rules are built in, and telemetry and the update check are turned off.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/config';
import { openPglite } from '../server/db/client';
import { applyMigrations } from '../server/db/migrate';
import { createLocalStorage } from '../server/storage/local-storage';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The document the running server serves at /api/openapi.json. */
export async function buildOpenApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-openapi-'));
  const database = await openPglite('memory://');
  try {
    await applyMigrations(database);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config,
      database,
      storage: createLocalStorage(dataDir, { minFreeBytes: 0 }),
      authSecret: 'openapi-lint-secret-long-enough-for-better-auth',
      serveWeb: false,
      logger: false,
    });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const outAt = process.argv.indexOf('--out');
  const keep = outAt >= 0 ? process.argv[outAt + 1] : undefined;
  const file = keep ? path.resolve(keep) : path.join(os.tmpdir(), `firstrung-openapi-${process.pid}.json`);
  fs.writeFileSync(file, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const result = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml')], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (!keep) fs.rmSync(file, { force: true });
  return result.status ?? 1;
}

process.exitCode = await main();
