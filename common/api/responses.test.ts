import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { endpointResponses } from './responses';

const codesOf = (endpoint: Parameters<typeof endpointResponses>[0]) =>
  Object.fromEntries(endpointResponses(endpoint).errors.map((error) => [error.status, error.codes]));

describe('the answers derived from a declaration', () => {
  it('a public read without input: its success and the server-side failures only', () => {
    const endpoint = defineEndpoint({ method: 'GET', path: '/api/x', tag: 't', summary: 's', access: access.public, response: z.object({}) });
    expect(endpointResponses(endpoint).success).toMatchObject({ status: 200, kind: 'json' });
    expect(codesOf(endpoint)).toEqual({ '5XX': ['INTERNAL', 'SERVICE_UNAVAILABLE'] });
  });

  it('access, params, body, a limit and the handler’s own codes each add theirs', () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/api/jobs/:id/apply',
      tag: 't',
      summary: 's',
      access: access.verifiedRoles('student'),
      params: z.object({ id: z.uuid() }),
      body: z.object({ message: z.string() }),
      response: z.object({}),
      status: 201,
      rateLimited: true,
      errors: ['JOB_CLOSED', 'ALREADY_EXISTS', 'NOT_FOUND', 'STORAGE_FULL'],
    });
    expect(endpointResponses(endpoint).success.status).toBe(201);
    expect(codesOf(endpoint)).toEqual({
      '400': ['VALIDATION_FAILED', 'BAD_REQUEST'],
      '401': ['UNAUTHENTICATED'],
      '403': ['FORBIDDEN', 'EMAIL_NOT_VERIFIED'],
      '404': ['NOT_FOUND'],
      '409': ['JOB_CLOSED', 'ALREADY_EXISTS'],
      '413': ['PAYLOAD_TOO_LARGE'],
      '415': ['UNSUPPORTED_MEDIA_TYPE'],
      '429': ['RATE_LIMITED'],
      '5XX': ['INTERNAL', 'SERVICE_UNAVAILABLE', 'STORAGE_FULL'],
    });
    const limited = endpointResponses(endpoint).errors.find((error) => error.status === '429')!;
    expect(limited.retryAfter).toBe(true);
    expect(limited.description).toContain('RATE_LIMITED');
  });

  it('an admin power: 403 for another role and for an impersonation', () => {
    const endpoint = defineEndpoint({ method: 'GET', path: '/api/admin/x', tag: 't', summary: 's', access: access.admin, response: z.object({}) });
    expect(codesOf(endpoint)['403']).toEqual(['FORBIDDEN', 'IMPERSONATION_FORBIDDEN']);
  });

  it('answers without JSON: nothing (204), a redirect (302) or a file', () => {
    const base = { tag: 't', summary: 's', access: access.signedIn } as const;
    const deleted = defineEndpoint({ ...base, method: 'DELETE', path: '/api/x/:id', params: z.object({ id: z.uuid() }), status: 204 });
    expect(endpointResponses(deleted).success).toMatchObject({ status: 204, kind: 'empty' });
    const redirect = defineEndpoint({ ...base, method: 'GET', path: '/api/login', status: 302 });
    expect(endpointResponses(redirect).success).toMatchObject({ status: 302, kind: 'redirect' });
    const file = defineEndpoint({ ...base, method: 'GET', path: '/api/file', produces: ['application/pdf'] });
    expect(endpointResponses(file).success).toMatchObject({ status: 200, kind: 'file', mediaTypes: ['application/pdf'] });
  });
});
