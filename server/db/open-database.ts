import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/config';
import { openPglite, openPostgres, type Database } from './client';
import { acquireDataDirLock } from './data-dir-lock';
import { applyMigrations } from './migrate';

export interface OpenedDatabase {
  database: Database;
  /** True when the embedded database was created just now (first start). */
  isNew: boolean;
  /** Closes the database and releases the DATA_DIR lock. */
  close(): Promise<void>;
}

/** Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite) and migrates it. */
export async function openConfiguredDatabase(config: AppConfig): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await applyMigrations(database);
    return { database, isNew: false, close: () => database.close() };
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const isNew = !fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'));
    const database = await openPglite(config.dataDir);
    await applyMigrations(database);
    return {
      database,
      isNew,
      close: async () => {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
