import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@common/endpoints/account';
import { authEndpoints } from '@common/endpoints/auth';
import { users } from '@server/db/schema';
import { WRONG_PASSWORD_MESSAGE } from '@server/features/auth/confirm-password';
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '@server/features/auth/password-rules';
import { createPersona, TEST_PASSWORD } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// docs/security.md "Passwords".

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (body: Record<string, unknown>) => sendTo(t.app, null, authEndpoints.register, { body });
const person = (email: string, password: string) => ({ email, password, firstName: 'Jordan', lastName: 'Rivers', acceptTerms: true });

describe('new passwords', () => {
  it('need at least 10 characters', async () => {
    const response = await register(person('short.one@example.com', '12345678'));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'password', message: 'Password must be at least 10 characters' }]);
  });

  it.each(['1234567890', 'password123', 'qwertyuiop', 'Iloveyou123'])('refuse the common password %s', async (password) => {
    const response = await register(person(`common.${password.length}.${Date.now()}@example.com`, password));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }] });
  });

  it.each([
    ['the e-mail itself', 'jordan.rivers@example.com'],
    ["the e-mail's name part", 'jordan.rivers'],
    ['the name with digits and symbols', 'JordanRivers2024!'],
    ['the first name padded', 'Jordan123456789'],
  ])('refuse %s', async (_what, password) => {
    const response = await register(person('jordan.rivers@example.com', password));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'password', message: PERSONAL_PASSWORD_MESSAGE }] });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'jordan.rivers@example.com'))).toHaveLength(0);
  });

  it('accept a long, uncommon password that is not the name or e-mail', async () => {
    const response = await register(person('jordan.rivers@example.com', 'maple-canoe-sunrise'));
    expect(response.statusCode).toBe(202);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'jordan.rivers@example.com'))).toHaveLength(1);
  });
});

describe('deleting your account asks for the password again', () => {
  const remove = (cookie: string | undefined, body?: unknown) =>
    sendTo(t.app, cookie, accountEndpoints.deleteOwn, body === undefined ? {} : { body });

  it('refuses without a password, and with a wrong one, and keeps the account', async () => {
    const student = await createPersona(t.app, 'student');
    expect((await remove(student.cookie)).statusCode).toBe(400);
    const wrong = await remove(student.cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'password', message: WRONG_PASSWORD_MESSAGE }] });
    expect(await t.database.db.select().from(users).where(eq(users.id, student.userId!))).toHaveLength(1);
    expect((await sendTo(t.app, student.cookie, authEndpoints.currentUser)).statusCode).toBe(200);
  });

  it('deletes with the right password', async () => {
    const student = await createPersona(t.app, 'student');
    const response = await remove(student.cookie, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, student.userId!))).toHaveLength(0);
  });
});

describe('suspending your account asks for the password again', () => {
  const suspend = (cookie: string | undefined, body?: unknown) =>
    sendTo(t.app, cookie, accountEndpoints.suspendOwn, body === undefined ? {} : { body });
  const bannedOf = async (userId: string) =>
    (await t.database.db.select({ banned: users.banned }).from(users).where(eq(users.id, userId)))[0]!.banned;

  it('refuses without a password, and with a wrong one, and keeps the account open', async () => {
    const student = await createPersona(t.app, 'student');
    expect((await suspend(student.cookie)).statusCode).toBe(400);
    const wrong = await suspend(student.cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'password', message: WRONG_PASSWORD_MESSAGE }] });
    expect(await bannedOf(student.userId!)).not.toBe(true);
    expect((await sendTo(t.app, student.cookie, authEndpoints.currentUser)).statusCode).toBe(200);
  });

  it('suspends with the right password', async () => {
    const student = await createPersona(t.app, 'student');
    const response = await suspend(student.cookie, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(await bannedOf(student.userId!)).toBe(true);
  });
});
