import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@server/errors/app-error';
import { registerErrorHandler } from '@server/errors/error-handler';
import { createEmployerProfile, createJob } from '@server/seed/factories';
import { createPersona } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('platform routes', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/user', '/api/stats']));
    expect(document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('refuses a body that is not JSON with a 4xx, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('counts the demo-free public stats from the database', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stats' })).json()).toEqual({
      activeOpportunities: 0,
      employerPartners: 0,
      studentsConnected: 0,
    });
  });
});

describe('the database keeps the shared enumerations', () => {
  it('refuses a job type or industry outside common/enums.ts, and accepts the listed ones', async () => {
    const employer = await createPersona(t.app, 'employer', { withProfile: false });
    await createEmployerProfile(t.database.db, employer.userId!, { industry: 'Trades' });
    await expect(createJob(t.database.db, employer.userId!, { type: 'Apprenticeships', industry: 'Trades' })).resolves.toMatchObject({
      type: 'Apprenticeships',
    });
    await expect(createJob(t.database.db, employer.userId!, { type: 'Gig' })).rejects.toThrow();
    await expect(createJob(t.database.db, employer.userId!, { industry: 'Space' })).rejects.toThrow();
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('secret database detail');
  });
  app.get('/app-error', async () => {
    throw new AppError('CONFLICT', 'Already done.' as never);
  });

  it('hides the details of an unexpected error and gives a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    expect(body.requestId).toEqual(expect.any(String));
    expect(response.body).not.toContain('secret database detail');
  });

  it('maps an AppError code to its status', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'Already done.' });
  });
});
