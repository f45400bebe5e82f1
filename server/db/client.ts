import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread';
import { assertPostgresReachable } from './postgres-reachable';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type, so repositories are written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function takes the database or a transaction it should join. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (postgres only), for tools that need their own connection. */
  url?: string;
  /** The embedded database's files as a tarball (pglite only), which openPglite can open copies of. */
  dump?: () => Promise<ArrayBuffer>;
  close(): Promise<void>;
}

/**
 * Opens PGlite in `dataDir` ("memory://" for tests), with the extensions the migrations need, in
 * a thread of its own (docs/decisions/013): drizzle's PGlite driver talks to it through a client
 * with the same query() and transaction() as PGlite's. `snapshot` (from `dump`) opens a copy of
 * another database instead of creating an empty one.
 */
export async function openPglite(dataDir: string, snapshot?: ArrayBuffer): Promise<Database> {
  const client = await startPgliteThread(dataDir === 'memory://' ? undefined : path.join(dataDir, 'pg'), snapshot);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return { db, kind: 'pglite', dump: () => client.dump(), close: () => client.close() };
}

export async function openPostgres(url: string): Promise<Database> {
  // Fail fast, with one clear line, if the server cannot be reached.
  await assertPostgresReachable(url);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can be cut by the server (a restart, a terminated backend). pg re-emits
  // that on the pool, and an EventEmitter error with no listener would crash the process; the
  // pool already drops the broken client and opens a new one on the next query, so only log it.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost (${error.message}); it will be replaced on the next query.`);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', url, close: () => pool.end() };
}
