import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@common/endpoints/auth';
import { contactEndpoints } from '@common/endpoints/contact';
import { filesEndpoints } from '@common/endpoints/files';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { buildApp } from '@server/app';
import { rateCounters, sessions } from '@server/db/schema';
import { CLIENT_LIMITS, type ClientLimitName } from '@server/http/client-limits';
import { createPersona, TEST_PASSWORD } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';

// Per-client limits are counted in the database, so they hold across app servers, and the client
// is the address TRUST_PROXY hops back (docs/security.md "Per-client rate limits across app servers").

let t: TestApp;
/** A second app server on the same database. */
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({
    config: t.config,
    database: t.database,
    storage: t.storage,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    serveWeb: false,
    logger: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const message = { name: 'Ana Parent', email: 'ana@example.com', subject: 'Safety question', message: 'How do you check the employers on FirstRung?' };

/** As if `address` had used up the named limit of `path` in this window already. */
async function useUp(name: ClientLimitName, path: string, address: string) {
  await t.database.db.insert(rateCounters).values({ scope: `client:${name} ${path}`, key: address, hits: CLIENT_LIMITS[name].max });
}

describe('per-client limits', () => {
  it('are shared by two app servers on one database', async () => {
    const address = '192.0.2.10';
    const post = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: contactEndpoints.send.path,
        payload: { ...message, email: `sender-${i}@example.com` },
        remoteAddress: address,
      });
    const { max } = CLIENT_LIMITS.contact;
    for (let i = 0; i < max; i += 1) {
      expect((await post(i % 2 === 0 ? t.app : second, i)).statusCode, `message ${i}`).toBe(200);
    }
    for (const app of [t.app, second]) {
      const refused = await post(app, max);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests from your network\. Please wait/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client address is not affected.
    const elsewhere = await t.app.inject({ method: 'POST', url: contactEndpoints.send.path, payload: message, remoteAddress: '192.0.2.11' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limit registering, per client address', async () => {
    await useUp('register', authEndpoints.register.path, '192.0.2.20');
    const body = { email: 'limited@example.com', password: 'a-fine-password-7', firstName: 'Lim', lastName: 'Ited', acceptTerms: true };
    const refused = await t.app.inject({ method: 'POST', url: authEndpoints.register.path, payload: body, remoteAddress: '192.0.2.20' });
    expect(refused.statusCode).toBe(429);
    const elsewhere = await t.app.inject({ method: 'POST', url: authEndpoints.register.path, payload: body, remoteAddress: '192.0.2.21' });
    expect(elsewhere.statusCode).toBe(202);
  });

  it('limit upload addresses, per client address', async () => {
    const student = await createPersona(t.app, 'student');
    await useUp('uploadGrant', filesEndpoints.requestResumeUpload.path, '192.0.2.30');
    const ask = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: filesEndpoints.requestResumeUpload.path, headers: { cookie: student.cookie! }, remoteAddress });
    expect((await ask('192.0.2.30')).statusCode).toBe(429);
    expect((await ask('192.0.2.31')).statusCode).toBe(200);
  });
});

describe('the client address behind proxies (TRUST_PROXY hops)', () => {
  const subscribe = (app: FastifyInstance, forwardedFor: string, i: number) =>
    app.inject({
      method: 'POST',
      url: newsletterEndpoints.subscribe.path,
      payload: { email: `reader-${i}@example.com` },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('with one proxy, counts the address the proxy saw: a client cannot dodge the limit by writing its own X-Forwarded-For', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const { max } = CLIENT_LIMITS.newsletter;
      // The proxy appends the real address (198.51.100.77); the client wrote a different first entry each time.
      for (let i = 0; i < max; i += 1) expect((await subscribe(behindProxy.app, `203.0.113.${i}, 198.51.100.77`, i)).statusCode).toBe(200);
      expect((await subscribe(behindProxy.app, '203.0.113.250, 198.51.100.77', max)).statusCode).toBe(429);
      // Another real client behind the same proxy has its own count.
      expect((await subscribe(behindProxy.app, '198.51.100.78', max + 1)).statusCode).toBe(200);

      // Sessions record that address too, not the client-written one.
      const persona = await createPersona(behindProxy.app, 'student');
      const login = await behindProxy.app.inject({
        method: 'POST',
        url: authEndpoints.signIn.path,
        payload: { email: persona.email, password: TEST_PASSWORD },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.79' },
      });
      expect(login.statusCode).toBe(200);
      const recorded = await behindProxy.database.db.select({ ip: sessions.ipAddress }).from(sessions).where(eq(sessions.userId, persona.userId!));
      expect(recorded.map((row) => row.ip)).toContain('198.51.100.79');
    } finally {
      await behindProxy.close();
    }
  });

  it('with no proxy (the default), ignores X-Forwarded-For altogether', async () => {
    const direct = await createTestApp();
    try {
      const { max } = CLIENT_LIMITS.newsletter;
      for (let i = 0; i < max; i += 1) expect((await subscribe(direct.app, `198.51.100.${i}`, i)).statusCode).toBe(200);
      expect((await subscribe(direct.app, '198.51.100.200', max)).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
