import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';

let migratedSnapshot: Promise<ArrayBuffer> | undefined;

/**
 * An embedded database with every migration applied, as a tarball, made once per test process.
 * Creating an empty PGlite cluster (initdb) took seconds every time; a copy of this one opens
 * without it, so the test files no longer each pay for initdb and the migrations.
 */
function migratedPgliteSnapshot(): Promise<ArrayBuffer> {
  migratedSnapshot ??= (async () => {
    const template = await openPglite('memory://');
    try {
      await applyMigrations(template);
      return await template.dump!();
    } finally {
      await template.close();
    }
  })();
  return migratedSnapshot;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL, copied from the template the global setup
 * migrated (tests/api/global-setup.ts), and dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite('memory://', await migratedPgliteSnapshot());
  const name = `firstrung_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = inject('templateDatabase');
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  if (!template) await applyMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
