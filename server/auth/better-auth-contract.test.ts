import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from 'better-auth';
import { loadConfig } from '../config/config';
import { openPglite, type Database } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { accounts, sessions, users, verifications } from '../db/schema';
import { createUserAccount } from '../seed/factories';
import { createAuth, type Auth, type AuthMail } from './better-auth';

// What this app relies on in Better Auth's behaviour, pinned so that an upgrade that changes it
// fails here first (better-auth has an exact version in package.json for the same reason;
// docs/decisions/010). Each test names the code that depends on it.

const PASSWORD = 'contract-password-1';
let database: Database;
let auth: Auth;
let dataDir: string;

/** What Better Auth asked the app to mail (server/features/auth/account-mail.ts writes the real ones). */
interface AskedMail {
  kind: keyof AuthMail;
  user: User;
  token?: string;
}
const asked: AskedMail[] = [];
const recordingMail: AuthMail = {
  sendVerificationEmail: async ({ user, token }) => void asked.push({ kind: 'sendVerificationEmail', user, token }),
  onExistingUserSignUp: async ({ user }) => void asked.push({ kind: 'onExistingUserSignUp', user }),
  sendResetPassword: async ({ user, token }) => void asked.push({ kind: 'sendResetPassword', user, token }),
};
const lastAsked = (kind: keyof AuthMail, email: string) => asked.filter((mail) => mail.kind === kind && mail.user.email === email).at(-1);

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
  auth = createAuth(database.db, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), 'contract-test-secret-that-is-long-enough', recordingMail);
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

  it('answers a sign-up with a known e-mail like a new one, without a session, and asks to mail the owner (features/auth/auth-service.ts)', async () => {
    const body = { email: 'twice@contract.test', password: PASSWORD, name: 'Twice Over' };
    const first = await auth.api.signUpEmail({ body, headers: new Headers(), returnHeaders: true });
    const second = await auth.api.signUpEmail({ body: { ...body, password: 'another-password-2' }, headers: new Headers(), returnHeaders: true });
    for (const answer of [first, second]) {
      expect(answer.response.token).toBeNull();
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect(await database.db.select().from(users).where(eq(users.email, 'twice@contract.test'))).toHaveLength(1);
    // The new account: unconfirmed, with a confirmation token; the second time: the owner, no token.
    const [row] = await database.db.select().from(users).where(eq(users.email, 'twice@contract.test'));
    expect(row!.emailVerified).toBe(false);
    expect(lastAsked('sendVerificationEmail', 'twice@contract.test')?.token).toBeTruthy();
    expect(lastAsked('onExistingUserSignUp', 'twice@contract.test')?.user.id).toBe(row!.id);
  });

  it('confirms with the mailed token: a session the first time, user null and no cookie after; TOKEN_EXPIRED and INVALID_TOKEN as 401 (features/auth/email-links.ts)', async () => {
    await auth.api.signUpEmail({ body: { email: 'confirm@contract.test', password: PASSWORD, name: 'Con Firm' }, headers: new Headers() });
    const { token } = lastAsked('sendVerificationEmail', 'confirm@contract.test')!;
    const first = await auth.api.verifyEmail({ query: { token: token! }, headers: new Headers(), returnHeaders: true });
    expect(first.response).toMatchObject({ status: true, user: null });
    expect(cookieAfter(first.headers)).toContain('firstrung.session_token=');
    const again = await auth.api.verifyEmail({ query: { token: token! }, headers: new Headers(), returnHeaders: true });
    expect(again.response).toMatchObject({ status: true, user: null });
    expect(again.headers.getSetCookie()).toEqual([]);

    const refusal = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(APIError);
      return { status: (error as APIError).statusCode, code: ((error as APIError).body as { code?: string }).code };
    };
    expect(await refusal(auth.api.verifyEmail({ query: { token: 'nonsense' }, headers: new Headers() }))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });
    // A token signed 25 hours ago: the lifetime is 24 hours (emailVerification.expiresIn).
    const realNow = Date.now;
    Date.now = () => realNow() - 25 * 60 * 60 * 1000;
    try {
      await auth.api.signUpEmail({ body: { email: 'late@contract.test', password: PASSWORD, name: 'La Te' }, headers: new Headers() });
    } finally {
      Date.now = realNow;
    }
    const late = lastAsked('sendVerificationEmail', 'late@contract.test')!.token!;
    expect(await refusal(auth.api.verifyEmail({ query: { token: late }, headers: new Headers() }))).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
  });

  it('asks to mail the NEW address to confirm a change, changing nothing before, and answers the confirmation with the user (features/account/credentials.ts, features/auth/account-mail.ts)', async () => {
    const user = await createUserAccount(auth, { email: 'old@contract.test', password: PASSWORD, firstName: 'Old', lastName: 'Address' });
    const cookie = await signIn('old@contract.test');
    await auth.api.changeEmail({ body: { newEmail: 'new@contract.test' }, headers: new Headers({ cookie }) });
    const mail = lastAsked('sendVerificationEmail', 'new@contract.test')!;
    expect(mail.user.id).toBe(user.id);
    expect((await database.db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe('old@contract.test');
    const confirmed = await auth.api.verifyEmail({ query: { token: mail.token! }, headers: new Headers() });
    expect(confirmed).toMatchObject({ status: true, user: { id: user.id, email: 'new@contract.test' } });
    expect((await database.db.select().from(users).where(eq(users.id, user.id)))[0]).toMatchObject({
      email: 'new@contract.test',
      emailVerified: true,
    });
    // A new address that has an account: the same answer, nothing asked.
    const before = asked.length;
    await expect(
      auth.api.changeEmail({ body: { newEmail: 'confirm@contract.test' }, headers: new Headers({ cookie: await signIn('new@contract.test') }) }),
    ).resolves.toEqual({ status: true });
    expect(asked.length).toBe(before);
  });

  it('keeps a reset token as the verification reset-password:<token> (value: the user id), 1 hour; resetting uses it up and ends every session (features/auth/email-links.ts)', async () => {
    const user = await createUserAccount(auth, { email: 'reset@contract.test', password: PASSWORD, firstName: 'Re', lastName: 'Set' });
    const cookie = await signIn('reset@contract.test');
    await auth.api.requestPasswordReset({ body: { email: 'reset@contract.test' }, headers: new Headers() });
    const { token } = lastAsked('sendResetPassword', 'reset@contract.test')!;
    const [stored] = await database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(stored!.value).toBe(user.id);
    expect(Math.abs(stored!.expiresAt.getTime() - Date.now() - 60 * 60 * 1000)).toBeLessThan(60_000);

    await auth.api.resetPassword({ body: { newPassword: 'a-brand-new-password', token: token! }, headers: new Headers() });
    expect(
      await database.db
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, `reset-password:${token}`)),
    ).toHaveLength(0);
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect(await statusOf(auth.api.resetPassword({ body: { newPassword: 'yet-another-password', token: token! }, headers: new Headers() }))).toBe(
      400,
    );
    expect(await signIn('reset@contract.test', 'a-brand-new-password')).toContain('firstrung.session_token=');
    // An unknown address: the same answer, nothing asked.
    const before = asked.length;
    await expect(auth.api.requestPasswordReset({ body: { email: 'nobody@contract.test' }, headers: new Headers() })).resolves.toMatchObject({
      status: true,
    });
    expect(asked.length).toBe(before);
  });

  it('changes the password with the current one (INVALID_PASSWORD otherwise), ending every other session and setting a new cookie (features/account/credentials.ts)', async () => {
    const user = await createUserAccount(auth, { email: 'change@contract.test', password: PASSWORD, firstName: 'Ch', lastName: 'Ange' });
    const mine = await signIn('change@contract.test');
    const other = await signIn('change@contract.test');
    const wrong = await auth.api
      .changePassword({ body: { currentPassword: 'not-it-at-all', newPassword: 'a-brand-new-password' }, headers: new Headers({ cookie: mine }) })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(APIError);
    expect(((wrong as APIError).body as { code?: string }).code).toBe('INVALID_PASSWORD');

    const changed = await auth.api.changePassword({
      body: { currentPassword: PASSWORD, newPassword: 'a-brand-new-password', revokeOtherSessions: true },
      headers: new Headers({ cookie: mine }),
      returnHeaders: true,
    });
    expect(await auth.api.getSession({ headers: new Headers({ cookie: other }) })).toBeNull();
    const renewed = await auth.api.getSession({ headers: new Headers({ cookie: cookieAfter(changed.headers, mine) }) });
    expect(renewed?.user.id).toBe(user.id);
    expect(await database.db.select().from(accounts).where(eq(accounts.userId, user.id))).toHaveLength(1);
  });

  it("verifies the signed-in user's password, answering a wrong one with 400 (features/auth/confirm-password.ts)", async () => {
    await createUserAccount(auth, { email: 'verify@contract.test', password: PASSWORD, firstName: 'Ver', lastName: 'Ify', role: 'student' });
    const cookie = await signIn('verify@contract.test');
    await expect(auth.api.verifyPassword({ body: { password: PASSWORD }, headers: new Headers({ cookie }) })).resolves.toEqual({ status: true });
    expect(await statusOf(auth.api.verifyPassword({ body: { password: 'not-the-password' }, headers: new Headers({ cookie }) }))).toBe(400);
  });

  it("verifies its own hashes with better-auth/crypto's verifyPassword({ hash, password }) (auth/password-hashing.ts, features/auth/email-links.ts)", async () => {
    // Outside the test environment the stored hash is Better Auth's own scrypt; a reset to the current password is told by it.
    const stored = await hashPassword(PASSWORD);
    await expect(verifyPassword({ hash: stored, password: PASSWORD })).resolves.toBe(true);
    await expect(verifyPassword({ hash: stored, password: 'not-the-password' })).resolves.toBe(false);
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
