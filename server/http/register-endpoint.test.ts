import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '@common/api/access';
import { defineEndpoint } from '@common/api/endpoint';
import { isConnectionError } from '../db/errors';
import { DATABASE_RETRY_AFTER_SECONDS, registerErrorHandler } from '../errors/error-handler';
import { registerEndpoint } from './register-endpoint';

/** What node-postgres throws when the server ends the backend in the middle of a statement. */
const lostConnection = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

const read = defineEndpoint({
  method: 'GET',
  path: '/api/test-read',
  summary: 'A read',
  tag: 'test',
  access: access.public,
  response: z.object({ ok: z.boolean() }),
});
const write = defineEndpoint({
  method: 'POST',
  path: '/api/test-write',
  summary: 'A write',
  tag: 'test',
  access: access.public,
  response: z.object({ ok: z.boolean() }),
});
const brokenRead = defineEndpoint({
  method: 'GET',
  path: '/api/test-broken',
  summary: 'A read that keeps failing',
  tag: 'test',
  access: access.public,
});

let app: FastifyInstance;
const calls = { read: 0, write: 0, broken: 0 };

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerEndpoint(app, read, async () => {
    calls.read += 1;
    if (calls.read === 1) throw lostConnection();
    return { ok: true };
  });
  registerEndpoint(app, write, async () => {
    calls.write += 1;
    throw lostConnection();
  });
  registerEndpoint(app, brokenRead, async () => {
    calls.broken += 1;
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('a lost database connection', () => {
  it('is recognised by its PostgreSQL code, its socket code or node-postgres’s words, also when wrapped', () => {
    expect(isConnectionError(lostConnection())).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('Failed query', { cause: lostConnection() }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('Something else'))).toBe(false);
  });

  it('makes a read run once more, and the reader sees the answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-read' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(calls.read).toBe(2);
  });

  it('answers a write 503 with Retry-After, having run it once', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test-write' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(calls.write).toBe(1);
  });

  it('answers 503, not 500, when the database stays out of reach', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-broken' });
    expect(response.statusCode).toBe(503);
    expect(calls.broken).toBe(2);
  });
});
