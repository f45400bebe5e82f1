import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// Strict-Transport-Security means something only on an answer that came over HTTPS (RFC 6797
// §7.2: a browser ignores it over plain HTTP), and sent on a plain-HTTP answer it tells whoever
// reads it that the site means HTTPS where it does not serve it. The app sends it when the request
// came over HTTPS: its own TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts (the same
// hops as the client address), never a header a client wrote itself.

const HSTS = 'strict-transport-security';
const EXPECTED = 'max-age=31536000; includeSubDomains';

describe('Strict-Transport-Security', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  it('is not sent over plain HTTP, on pages, the API or errors', async () => {
    for (const url of ['/healthz', '/api/stats', '/api/no-such-route']) {
      const response = await direct.app.inject({ method: 'GET', url });
      expect(response.headers[HSTS], url).toBeUndefined();
      // The other security headers stay.
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('is not sent when a client claims HTTPS itself and no proxy is trusted', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers[HSTS]).toBeUndefined();
  });

  it('is sent when the trusted proxy says the request came over HTTPS, and not when it says HTTP', async () => {
    const overHttps = await behindProxy.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers[HSTS]).toBe(EXPECTED);
    const overHttp = await behindProxy.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers[HSTS]).toBeUndefined();
    // The proxy appends its own entry last: what the client wrote before it does not count.
    const clientWritten = await behindProxy.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https, http' } });
    expect(clientWritten.headers[HSTS]).toBeUndefined();
  });
});
