import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from './all-endpoints';

// The declarations drive the browser's cache: a GET that says nothing of what it reads would never
// refresh, and a change that says nothing of what it changes would leave stale screens.

describe('endpoint declarations', () => {
  it('declare each method and path once', () => {
    const keys = ALL_ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  // Health checks are for load balancers, never cached by the browser.
  it('say what every JSON read shows and what every change changes', () => {
    const silentReads = ALL_ENDPOINTS.filter(
      ({ endpoint }) => endpoint.method === 'GET' && endpoint.path.startsWith('/api/') && endpoint.response && !endpoint.reads?.length,
    );
    const silentChanges = ALL_ENDPOINTS.filter(({ endpoint }) => endpoint.method !== 'GET' && endpoint.changes === undefined);
    expect(
      silentReads.map(({ name }) => name),
      'GETs without reads',
    ).toEqual([]);
    expect(
      silentChanges.map(({ name }) => name),
      'changes without changes',
    ).toEqual([]);
  });

  it('change only kinds of data that some read shows (or the session)', () => {
    const read = new Set(ALL_ENDPOINTS.flatMap(({ endpoint }) => endpoint.reads ?? []));
    const unread = ALL_ENDPOINTS.flatMap(({ name, endpoint }) =>
      (endpoint.changes ?? []).filter((kind) => kind !== 'session' && !read.has(kind)).map((kind) => `${name}: ${kind}`),
    );
    expect(unread).toEqual([]);
  });

  // The OpenAPI document's success answer comes from the declaration (docs/decisions/037).
  it('say how they answer: JSON with 200, 201 or 202; else nothing (204), a redirect (302) or the types of a file', () => {
    const unclear = ALL_ENDPOINTS.filter(({ endpoint }) =>
      endpoint.response
        ? ![200, 201, 202].includes(endpoint.status ?? 200) || endpoint.produces !== undefined
        : endpoint.status !== 204 && endpoint.status !== 302 && !endpoint.produces?.length,
    );
    expect(unclear.map(({ name }) => name)).toEqual([]);
  });

  it('use paths under /api (or the health checks) with named parameters', () => {
    for (const { name, endpoint } of ALL_ENDPOINTS) {
      expect(endpoint.path, name).toMatch(/^(\/api\/[a-z0-9/:._-]+|\/healthz|\/readyz)$/i);
      const declared = Object.keys((endpoint.params as { shape?: object } | undefined)?.shape ?? {}).sort();
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      expect(declared, `${name}: path parameters`).toEqual(inPath);
    }
  });
});
