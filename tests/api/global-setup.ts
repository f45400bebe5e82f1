import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL run: the migrated database each test file's database is copied from. */
    templateDatabase: string | null;
  }
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * With TEST_DATABASE_URL: check once that the server answers, so a bad URL fails with one clear
 * error; then migrate one database that every test file's database is made from with
 * `CREATE DATABASE … TEMPLATE` (a copy of its files, instead of the migrations again per file).
 */
export default async function globalSetup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('templateDatabase', null);
  if (!serverUrl) return undefined;
  try {
    await onServer(serverUrl, 'select 1');
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL does not answer: ${(error as Error).message}`);
  }

  const name = `firstrung_template_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const template = await openPostgres(url.toString());
  try {
    await applyMigrations(template);
  } finally {
    // A template must have no connections while it is copied.
    await template.close();
  }
  project.provide('templateDatabase', name);
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
