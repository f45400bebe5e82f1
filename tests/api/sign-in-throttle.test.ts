import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounters } from '@server/db/schema';
import { ACCOUNT_ATTEMPTS, ACCOUNT_SCOPE, accountKey, ADDRESS_ATTEMPTS, ADDRESS_SCOPE } from '@server/features/auth/sign-in-limiter';
import { readHits } from '@server/http/rate-counters';
import { createPersona, TEST_PASSWORD } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';

// Sign-in is slowed, never locked (docs/security.md "Throttled sign-in, atomic in the database").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The two long flows below send ~100 requests each, several with a password hash: room for a busy machine. */
const LONG_FLOW_MS = 120_000;

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** Sets a counter's last attempt to now, so a slow test machine cannot outwait a delay by accident. */
async function justAttempted(scope: string, key: string) {
  await t.database.db
    .update(rateCounters)
    .set({ lastHitAt: sql`now()` })
    .where(and(eq(rateCounters.scope, scope), eq(rateCounters.key, key)));
}

/** Moves a counter's last attempt back in time, as if the client had waited that long. */
async function waitOut(scope: string, key: string, seconds: number) {
  await t.database.db
    .update(rateCounters)
    .set({ lastHitAt: sql`${rateCounters.lastHitAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(rateCounters.scope, scope), eq(rateCounters.key, key)));
}

describe('sign-in throttling', () => {
  it('checks at most the free attempts of 12 parallel wrong guesses: each takes its slot before the password is checked', async () => {
    const owner = await createPersona(t.app, 'student');
    const attacker = '198.51.100.20';
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(owner.email!, 'wrong-guess-123', attacker)));
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS.freeAttempts);
    expect(statuses.filter((status) => status === 429).length).toBe(12 - checked);
    // The database counted exactly the attempts it let through.
    expect(await readHits(t.database.db, ACCOUNT_SCOPE, accountKey(owner.email!, attacker))).toBe(checked);
  });

  it(
    'never keeps the owner out: after 100 failures from an attacker, the owner signs in from their own address',
    async () => {
      const owner = await createPersona(t.app, 'employer');
      const attacker = '198.51.100.21';
      const started = Date.now();
      let checked = 0;
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const answer = await login(owner.email!, `guess-number-${attempt}`, attacker);
        expect([401, 429]).toContain(answer.statusCode);
        if (answer.statusCode === 401) checked += 1;
      }
      // Beyond the free attempts, only as many as the doubling waits allowed in the time the loop took
      // (2 s, then 4 s, 8 s, …): on a slow machine a few more than on a fast one.
      const waitedOut = Math.ceil(Math.log2((Date.now() - started) / 1000 / ACCOUNT_ATTEMPTS.firstDelaySeconds + 1));
      expect(checked).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS.freeAttempts + waitedOut);
      const ownerSignIn = await login(owner.email!, TEST_PASSWORD, '203.0.113.50');
      expect(ownerSignIn.statusCode).toBe(200);
      // The owner's sign-in forgot only the owner's own count, not the attacker's.
      expect(await readHits(t.database.db, ACCOUNT_SCOPE, accountKey(owner.email!, attacker))).toBeGreaterThanOrEqual(ACCOUNT_ATTEMPTS.freeAttempts);
    },
    LONG_FLOW_MS,
  );

  it(
    'asks for growing waits with Retry-After, then checks again once the wait is over; the right password clears the count',
    async () => {
      const owner = await createPersona(t.app, 'student');
      const address = '198.51.100.22';
      const key = accountKey(owner.email!, address);
      for (let attempt = 0; attempt < ACCOUNT_ATTEMPTS.freeAttempts; attempt += 1) {
        expect((await login(owner.email!, 'not-my-password', address)).statusCode).toBe(401);
      }
      await justAttempted(ACCOUNT_SCOPE, key);
      const first = await login(owner.email!, 'not-my-password', address);
      expect(first.statusCode).toBe(429);
      expect(first.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many incorrect passwords\. Please wait \d+ seconds? and try again\.$/),
      });
      const firstWait = Number(first.headers['retry-after']);
      expect(firstWait).toBeGreaterThanOrEqual(1);
      expect(firstWait).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS.firstDelaySeconds);

      await waitOut(ACCOUNT_SCOPE, key, ACCOUNT_ATTEMPTS.firstDelaySeconds);
      expect((await login(owner.email!, 'not-my-password', address)).statusCode).toBe(401);
      await justAttempted(ACCOUNT_SCOPE, key);
      const second = await login(owner.email!, 'not-my-password', address);
      expect(second.statusCode).toBe(429);
      // The wait has doubled.
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(ACCOUNT_ATTEMPTS.firstDelaySeconds);

      await waitOut(ACCOUNT_SCOPE, key, 2 * ACCOUNT_ATTEMPTS.firstDelaySeconds);
      expect((await login(owner.email!, TEST_PASSWORD, address)).statusCode).toBe(200);
      expect(await readHits(t.database.db, ACCOUNT_SCOPE, key)).toBe(0);
    },
    LONG_FLOW_MS,
  );

  it('limits one client address across all e-mails, atomically too, and only that address', async () => {
    const address = '198.51.100.23';
    // As if this address had already failed just short of its allowance with other e-mails.
    const nearlyUsed = ADDRESS_ATTEMPTS.freeAttempts - 2;
    await t.database.db.insert(rateCounters).values({ scope: ADDRESS_SCOPE, key: address, hits: nearlyUsed });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(`nobody-${i}@example.com`, 'some-password-1', address)));
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(2);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(8);
    // A user of another network is not affected.
    const other = await createPersona(t.app, 'student');
    expect((await login(other.email!, TEST_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  });

  it("gives a successful sign-in's address slot back, so a school's users signing in from one address count only their mistakes", async () => {
    const address = '198.51.100.24';
    const user = await createPersona(t.app, 'student');
    for (let i = 0; i < 3; i += 1) expect((await login(user.email!, TEST_PASSWORD, address)).statusCode).toBe(200);
    expect(await readHits(t.database.db, ADDRESS_SCOPE, address)).toBe(0);
  });
});
