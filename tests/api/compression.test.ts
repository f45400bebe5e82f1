import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '@server/seed/factories';
import { createPersona } from './helpers/personas';
import { send } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// API answers over 1 KB travel compressed for clients that accept it (docs/benchmarks.md#page-weight-and-lighthouse).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const employer = await createPersona(t.app, 'employer');
  for (let i = 0; i < 5; i += 1) await createJob(t.app.deps.db, employer.userId!, { title: `Compressed posting ${i}` });
});
afterAll(async () => t.close());

describe('compression of API answers', () => {
  it('sends a large JSON answer as brotli when asked, and it decodes to the same JSON', async () => {
    const plain = await send(t.app, null, 'GET', '/api/jobs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await send(t.app, null, 'GET', '/api/jobs', undefined, { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('uses gzip for a client that only knows gzip', async () => {
    const response = await send(t.app, null, 'GET', '/api/jobs', undefined, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString('utf8')).items.length).toBeGreaterThan(0);
  });

  it('leaves small answers alone (compression would cost more than it saves)', async () => {
    const response = await send(t.app, null, 'GET', '/healthz', undefined, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
