import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { newsletterSubscriptions } from '@server/db/schema';
import { findUnsubscribeToken } from '@server/features/newsletter/newsletter-repository';
import { SUBSCRIBE_LIMIT } from '@server/features/newsletter/routes';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Persona;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => t.close());

const subscribe = (email: unknown) => sendTo(t.app, null, newsletterEndpoints.subscribe, { body: { email } });
const unsubscribe = (token: unknown) => sendTo(t.app, null, newsletterEndpoints.unsubscribe, { body: { token } });
const stats = (cookie?: string | null) => sendTo(t.app, cookie, newsletterEndpoints.stats);
const rowsFor = (email: string) => t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe('subscribing', () => {
  it('subscribes a visitor, storing the address once in lower case', async () => {
    const response = await subscribe('  Reader.One@Example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'subscribed' });
    const rows = await rowsFor('reader.one@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribedAt).toBeNull();
    expect(rows[0]!.unsubscribeToken.length).toBeGreaterThanOrEqual(32);
  });

  it('answers a second subscription of the same address exactly like the first (nobody learns who is subscribed), and stores nothing new', async () => {
    const first = await subscribe('someone.new@example.com');
    const response = await subscribe('READER.ONE@example.com');
    expect(response.statusCode).toBe(first.statusCode);
    expect(response.body).toBe(first.body);
    expect(response.json()).toEqual({ status: 'subscribed' });
    expect(await rowsFor('reader.one@example.com')).toHaveLength(1);
  });

  it('refuses an invalid address with 400 naming the field', async () => {
    for (const email of ['not-an-email', '', 'a@b']) {
      const response = await subscribe(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'email', message: 'Enter a valid e-mail address' }] });
    }
  });

  it('refuses a missing address with 400', async () => {
    const response = await sendTo(t.app, null, newsletterEndpoints.subscribe, { body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('email');
  });
});

describe('unsubscribing', () => {
  it('unsubscribes with the token, without signing in, and opening the link twice is fine', async () => {
    await subscribe('leaving@example.com');
    const token = await findUnsubscribeToken(t.database.db, 'leaving@example.com');
    expect(token).toBeDefined();
    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'unsubscribed' });
    expect((await rowsFor('leaving@example.com'))[0]!.unsubscribedAt).not.toBeNull();
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('re-subscribes an address that unsubscribed, with a new token so the old link no longer works', async () => {
    const oldToken = await findUnsubscribeToken(t.database.db, 'leaving@example.com');
    const response = await subscribe('leaving@example.com');
    // The same answer as for a new address.
    expect(response.json()).toEqual({ status: 'subscribed' });
    const [row] = await rowsFor('leaving@example.com');
    expect(row!.unsubscribedAt).toBeNull();
    expect(row!.unsubscribeToken).not.toBe(oldToken);
    expect((await unsubscribe(oldToken)).statusCode).toBe(404);
  });

  it('answers an unknown token with 404 and a missing one with 400', async () => {
    const unknown = await unsubscribe('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    const missing = await unsubscribe('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('token');
  });
});

describe('subscriber count (admins only)', () => {
  it('counts current subscribers only', async () => {
    const before = (await stats(admin.cookie)).json().subscribers as number;
    await subscribe('counted@example.com');
    await subscribe('gone@example.com');
    await unsubscribe(await findUnsubscribeToken(t.database.db, 'gone@example.com'));
    const response = await stats(admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribers: before + 1 });
  });

  it('refuses visitors (401) and every other role (403)', async () => {
    expect((await stats()).statusCode).toBe(401);
    for (const kind of ['noRole', 'student', 'employer', 'institution'] as const) {
      const persona = await createPersona(t.app, kind);
      expect((await stats(persona.cookie)).statusCode, kind).toBe(403);
    }
  });
});

describe('limits per client address', () => {
  // Last in the file: it spends this address's allowance of the subscribe route.
  it(`answers 429 after ${SUBSCRIBE_LIMIT.max} subscribe calls in the window, and unsubscribing keeps its own count`, async () => {
    let allowed = 0;
    for (let i = 0; i <= SUBSCRIBE_LIMIT.max; i += 1) {
      const response = await subscribe(`burst-${i}@example.com`);
      if (response.statusCode === 429) {
        expect(response.json().code).toBe('RATE_LIMITED');
        break;
      }
      allowed += 1;
    }
    expect(allowed).toBeLessThanOrEqual(SUBSCRIBE_LIMIT.max);
    expect((await subscribe('one-more@example.com')).statusCode).toBe(429);
    expect((await unsubscribe('no-such-token')).statusCode).toBe(404);
  });
});
