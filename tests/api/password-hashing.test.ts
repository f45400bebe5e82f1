import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '@server/auth/better-auth';
import { passwordHashingFor } from '@server/auth/password-hashing';
import { loadConfig } from '@server/config/config';
import type { Database } from '@server/db/client';
import { accounts } from '@server/db/schema';
import { createUserAccount } from '@server/seed/factories';
import { createTestDatabase } from './helpers/test-database';

const PASSWORD = 'hashing-password-1';
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-hashing-'));
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The password hash Better Auth stored for a new account made under `env`. */
async function storedHashUnder(env: 'production' | 'development' | 'test', email: string): Promise<string> {
  // Production keeps mail in the outbox only when asked (docs/decisions/039); no mail is sent here.
  const auth = createAuth(
    database.db,
    loadConfig({ NODE_ENV: env, DATA_DIR: dataDir, MAIL_OUTBOX: 'true' }),
    'hashing-test-secret-that-is-long-enough',
  );
  const user = await createUserAccount(auth, { email, password: PASSWORD, firstName: 'Hash', lastName: 'Test' });
  const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user.id));
  return account!.password!;
}

describe('password hashing (docs/decisions/035)', () => {
  it("is Better Auth's own outside the test environment: its scrypt at the full work factor stores what its verifier accepts", async () => {
    expect(passwordHashingFor('production')).toBeUndefined();
    expect(passwordHashingFor('development')).toBeUndefined();
    const stored = await storedHashUnder('production', 'production@hashing.test');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: stored, password: PASSWORD })).toBe(true);
  });

  it('is the cheaper scrypt in the test environment, in the same stored form, and a wrong password fails', async () => {
    const testHashing = passwordHashingFor('test')!;
    const stored = await storedHashUnder('test', 'test@hashing.test');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await testHashing.verify({ hash: stored, password: PASSWORD })).toBe(true);
    expect(await testHashing.verify({ hash: stored, password: 'not-the-password-1' })).toBe(false);
    expect(await testHashing.verify({ hash: 'no-separator', password: PASSWORD })).toBe(false);
    expect(await testHashing.verify({ hash: `${stored.split(':')[0]}:abcd`, password: PASSWORD })).toBe(false);
  });

  it('fails closed: a hash written in the test environment does not verify at the full work factor, nor the other way round', async () => {
    const testHashing = passwordHashingFor('test')!;
    expect(await verifyPassword({ hash: await testHashing.hash(PASSWORD), password: PASSWORD })).toBe(false);
    expect(await testHashing.verify({ hash: await hashPassword(PASSWORD), password: PASSWORD })).toBe(false);
  });
});
