import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { openPglite, type Database } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { sessions, users } from '../db/schema';
import { createUserAccount } from '../seed/factories';
import { createAuth, type Auth } from './better-auth';

// What this app relies on in Better Auth's behaviour, pinned so that an upgrade that changes it
// fails here first (better-auth has an exact version in package.json for the same reason;
// docs/decisions/010). Each test names the code that depends on it.

const PASSWORD = 'contract-password-1';
let database: Database;
let auth: Auth;
let dataDir: string;

/** The Cookie header a browser would send after these Set-Cookie headers (an emptied cookie is dropped). */
function cookieAfter(headers: Headers, before = ''): string {
  const jar = new Map(
    before
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  for (const cookie of headers.getSetCookie()) {
    const pair = cookie.split(';')[0] ?? '';
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const { headers } = await auth.api.signInEmail({ body: { email, password }, headers: new Headers(), returnHeaders: true });
  return cookieAfter(headers);
}

async function statusOf(call: Promise<unknown>): Promise<number> {
  const error: unknown = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof APIError)) throw new Error(`expected a Better Auth APIError, got ${String(error)}`);
  return error.statusCode;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-auth-contract-'));
  database = await openPglite('memory://');
  await applyMigrations(database);
  auth = createAuth(database.db, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), 'contract-test-secret-that-is-long-enough');
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('Better Auth, as this app uses it', () => {
  it('creates accounts with any of our roles from the server (seed/factories.ts)', async () => {
    const user = await createUserAccount(auth, {
      email: 'New.Student@contract.test',
      password: PASSWORD,
      firstName: 'New',
      lastName: 'Student',
      role: 'student',
    });
    expect(user).toMatchObject({ email: 'new.student@contract.test', name: 'New Student', role: 'student' });
    const noRole = await createUserAccount(auth, { email: 'no.role@contract.test', password: PASSWORD, firstName: 'No', lastName: 'Role' });
    expect(noRole.role).toBe('none');
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'New', lastName: 'Student', emailVerified: true });
    expect(await signIn('new.student@contract.test')).toContain('firstrung.session_token=');
  });

  it('answers a second sign-up with the same e-mail with 422 (features/auth/auth-service.ts)', async () => {
    const body = { email: 'twice@contract.test', password: PASSWORD, name: 'Twice Over' };
    await auth.api.signUpEmail({ body, headers: new Headers() });
    expect(await statusOf(auth.api.signUpEmail({ body, headers: new Headers() }))).toBe(422);
  });

  it("verifies the signed-in user's password, answering a wrong one with 400 (features/auth/confirm-password.ts)", async () => {
    await createUserAccount(auth, { email: 'verify@contract.test', password: PASSWORD, firstName: 'Ver', lastName: 'Ify', role: 'student' });
    const cookie = await signIn('verify@contract.test');
    await expect(auth.api.verifyPassword({ body: { password: PASSWORD }, headers: new Headers({ cookie }) })).resolves.toEqual({ status: true });
    expect(await statusOf(auth.api.verifyPassword({ body: { password: 'not-the-password' }, headers: new Headers({ cookie }) }))).toBe(400);
  });

  it('answers a wrong password with 401 and a suspended (banned) account with 403 (features/auth, features/account)', async () => {
    const user = await createUserAccount(auth, {
      email: 'suspended@contract.test',
      password: PASSWORD,
      firstName: 'Sus',
      lastName: 'Pended',
      role: 'employer',
    });
    expect(await statusOf(signIn('suspended@contract.test', 'not-the-password'))).toBe(401);
    // Suspension writes the admin plugin's `banned` column itself (features/account/account-repository.ts).
    await database.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect(await statusOf(signIn('suspended@contract.test'))).toBe(403);
  });

  it('marks an impersonation session with impersonatedBy, and getSession returns it (auth/session.ts)', async () => {
    const admin = await createUserAccount(auth, {
      email: 'admin@contract.test',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
    });
    const target = await createUserAccount(auth, {
      email: 'target@contract.test',
      password: PASSWORD,
      firstName: 'Tar',
      lastName: 'Get',
      role: 'student',
    });
    const adminCookie = await signIn('admin@contract.test');

    const adminSession = await auth.api.getSession({ headers: new Headers({ cookie: adminCookie }) });
    expect(adminSession?.session.impersonatedBy ?? null).toBeNull();

    const started = await auth.api.impersonateUser({
      body: { userId: target.id },
      headers: new Headers({ cookie: adminCookie }),
      returnHeaders: true,
    });
    const [stored] = await database.db.select().from(sessions).where(eq(sessions.id, started.response.session.id));
    expect(stored?.impersonatedBy).toBe(admin.id);
    const viewingCookie = cookieAfter(started.headers, adminCookie);
    const viewing = await auth.api.getSession({ headers: new Headers({ cookie: viewingCookie }) });
    expect(viewing?.user.id).toBe(target.id);
    expect(viewing?.session.impersonatedBy).toBe(admin.id);

    const stopped = await auth.api.stopImpersonating({ headers: new Headers({ cookie: viewingCookie }), returnHeaders: true });
    const back = await auth.api.getSession({ headers: new Headers({ cookie: cookieAfter(stopped.headers, viewingCookie) }) });
    expect(back?.user.id).toBe(admin.id);
    expect(back?.session.impersonatedBy ?? null).toBeNull();
  });

  it('refuses to stop an impersonation whose admin session is gone with 401 or 500 (features/admin/impersonation-service.ts)', async () => {
    const admin = await createUserAccount(auth, {
      email: 'admin2@contract.test',
      password: PASSWORD,
      firstName: 'Ad',
      lastName: 'Min',
      role: 'admin',
    });
    const target = await createUserAccount(auth, {
      email: 'target2@contract.test',
      password: PASSWORD,
      firstName: 'Tar',
      lastName: 'Get',
      role: 'student',
    });
    const adminCookie = await signIn('admin2@contract.test');
    const started = await auth.api.impersonateUser({
      body: { userId: target.id },
      headers: new Headers({ cookie: adminCookie }),
      returnHeaders: true,
    });
    const viewingCookie = cookieAfter(started.headers, adminCookie);
    await database.db.delete(sessions).where(eq(sessions.userId, admin.id));
    expect([401, 500]).toContain(await statusOf(auth.api.stopImpersonating({ headers: new Headers({ cookie: viewingCookie }) })));
  });
});
