import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { access } from '@common/api/access';
import { defineEndpoint } from '@common/api/endpoint';
import { ApiError, buildApiError, callApi, serverMessage } from './api-client';

describe('buildApiError (the transport rule of docs/product/api.md)', () => {
  it('uses the status and the raw body text', () => {
    const body = JSON.stringify({ message: 'Wrong e-mail or password', code: 'INVALID_CREDENTIALS' });
    const error = buildApiError(401, 'Unauthorized', body);
    expect(error.message).toBe(`401: ${body}`);
    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.serverMessage).toBe('Wrong e-mail or password');
  });

  it('falls back to the status text when the body is empty', () => {
    const error = buildApiError(503, 'Service Unavailable', '');
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps a plain-text body and has no server message', () => {
    const error = buildApiError(500, 'Internal Server Error', 'boom');
    expect(error.message).toBe('500: boom');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('keeps the field issues of a validation error', () => {
    const body = JSON.stringify({
      message: 'Invalid input',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'email', message: 'Enter a valid e-mail address' }],
    });
    expect(buildApiError(400, 'Bad Request', body).issues).toEqual([{ path: 'email', message: 'Enter a valid e-mail address' }]);
  });
});

describe('serverMessage', () => {
  it('is undefined for anything that is not an ApiError', () => {
    expect(serverMessage(new Error('x'))).toBeUndefined();
    expect(serverMessage('x')).toBeUndefined();
  });
});

describe('callApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  const saveThing = defineEndpoint({
    method: 'POST',
    path: '/api/things/:id',
    summary: 'test',
    tag: 'test',
    access: access.public,
    params: z.object({ id: z.string() }),
    query: z.object({ tags: z.array(z.string()).optional() }),
    body: z.object({ a: z.number() }),
  });
  const getThing = defineEndpoint({ method: 'GET', path: '/api/thing', summary: 'test', tag: 'test', access: access.public });

  it('builds the URL from the declaration, sends credentials and a JSON body, and parses the JSON answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(saveThing, { params: { id: 'a b' }, query: { tags: ['x', 'y'] }, body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/things/a%20b?tags=x&tags=y', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('throws an ApiError on a non-2xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404, statusText: 'Not Found' })),
    );
    const error = await callApi(getThing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Not Found');
  });

  it('returns null for an empty success body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(callApi(getThing)).resolves.toBeNull();
  });
});
