import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { TEST_FACTORY_PATH, TEST_FACTORY_TOKEN_HEADER, TEST_SESSION_PATH } from '@server/testing/test-factory-address';
import { send } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// The browser tests' user factory (docs/decisions/036): absent unless the token is configured,
// refused without it, and what it makes is a confirmed account signed in by a real session.

const TOKEN = 'factory-token-that-is-long-enough-1234';
const details = { email: 'factory.user@example.test', password: 'a-long-password-1', firstName: 'Fac', lastName: 'Tory' };
let withFactory: TestApp;
let without: TestApp;

beforeAll(async () => {
  [withFactory, without] = await Promise.all([createTestApp({ env: { TEST_FACTORY_TOKEN: TOKEN } }), createTestApp()]);
});

afterAll(async () => {
  await Promise.all([withFactory.close(), without.close()]);
});

const cookieHeader = (cookies: Array<{ name: string; value: string }>) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

describe("the browser tests' user factory", () => {
  it('does not exist when no token is configured', async () => {
    const response = await send(without.app, null, 'POST', TEST_FACTORY_PATH, details, { [TEST_FACTORY_TOKEN_HEADER]: TOKEN });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a call without the token or with another one, and makes nothing', async () => {
    for (const headers of [{}, { [TEST_FACTORY_TOKEN_HEADER]: 'wrong-token' }] as Array<Record<string, string>>) {
      const response = await send(withFactory.app, null, 'POST', TEST_FACTORY_PATH, details, headers);
      expect(response.statusCode).toBe(403);
    }
    const signIn = await send(withFactory.app, null, 'POST', '/api/auth/login', { email: details.email, password: details.password });
    expect(signIn.statusCode).toBe(401);
  });

  it('makes a confirmed account without a role, signed in by each session it hands out', async () => {
    const headers = { [TEST_FACTORY_TOKEN_HEADER]: TOKEN };
    const made = await send(withFactory.app, null, 'POST', TEST_FACTORY_PATH, details, headers);
    expect(made.statusCode).toBe(201);
    const { id, cookies } = made.json() as { id: string; cookies: Array<{ name: string; value: string }> };

    const me = await send(withFactory.app, cookieHeader(cookies), 'GET', '/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id, email: details.email, emailVerified: true, role: null });
    const [stored] = await withFactory.database.db.select({ language: users.language }).from(users).where(eq(users.id, id));
    expect(stored!.language, 'made in English, as a sign-up on an English page').toBe('en');

    const second = await send(withFactory.app, null, 'POST', TEST_SESSION_PATH, { userId: id }, headers);
    expect(second.statusCode).toBe(201);
    const secondCookies = (second.json() as { cookies: Array<{ name: string; value: string }> }).cookies;
    expect(secondCookies[0]!.value).not.toBe(cookies[0]!.value);
    expect((await send(withFactory.app, cookieHeader(secondCookies), 'GET', '/api/auth/user')).statusCode).toBe(200);

    // The password works too: a browser test can sign in on the sign-in page.
    const signIn = await send(withFactory.app, null, 'POST', '/api/auth/login', { email: details.email, password: details.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers a body it cannot use with 400', async () => {
    const response = await send(withFactory.app, null, 'POST', TEST_FACTORY_PATH, { email: 'no' }, { [TEST_FACTORY_TOKEN_HEADER]: TOKEN });
    expect(response.statusCode).toBe(400);
  });
});
