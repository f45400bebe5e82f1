import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from '@common/api/endpoint';
import type { RegisteredRoute } from '@server/app-deps';
import { injectEndpoint } from '../helpers/inject-stream';
import { createAllPersonas, createImpersonatingPersona, impersonate, PERSONA_KINDS, type Persona, type PersonaKind } from '../helpers/personas';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectationFromAccess, routeKey, type Expectation, type MatrixContext, type MatrixRow } from './matrix-types';
import { allRows } from './rows';

// For every route the server registers, the answer each kind of caller must get. Who is allowed
// comes from the route's declaration (common/api: its `access`); a row only says how to build a
// request an allowed caller can really make. A route without a row fails here.

/** Static assets of the public API documentation page: no data, no rule needed. */
const isDocsAsset = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const isCheckedRoute = (route: { method: string; url: string }) =>
  route.method !== 'HEAD' &&
  route.method !== 'OPTIONS' &&
  (route.url.startsWith('/api/') || route.url === '/healthz' || route.url === '/readyz') &&
  !isDocsAsset(route.url);

let t: TestApp;
let ctx: MatrixContext;
/** An admin viewing as a fresh student; each row gets its own impersonation session of them. */
let impersonator: Persona;

beforeAll(async () => {
  t = await createTestApp();
  ctx = { app: t.app, personas: await createAllPersonas(t.app) };
  impersonator = await createImpersonatingPersona(t.app, ctx.personas.admin);
});
afterAll(async () => t.close());

/** The declaration the server registered the row's route with: the rule it really enforces. */
function declarationOf(row: MatrixRow): EndpointDeclaration {
  const endpoint = t.app.registeredRoutes.find((route) => `${route.method} ${route.url}` === routeKey(row))?.endpoint;
  if (!endpoint) throw new Error(`${routeKey(row)} is not registered from a declaration`);
  return endpoint;
}

/** The declaration's promise, refined by the row where a data rule decides an allowed caller's answer. */
function expected(row: MatrixRow, kind: PersonaKind | 'impersonating'): Expectation {
  const fromAccess = expectationFromAccess(declarationOf(row).access, kind);
  return fromAccess === 'allow' ? (row.refine?.[kind] ?? 'allow') : fromAccess;
}

function check(status: number, expectation: Expectation, who: string): void {
  expect(status, `${who} got a server error`).toBeLessThan(500);
  if (expectation === 'allow') expect([401, 403], `${who} should be allowed`).not.toContain(status);
  else expect(status, who).toBe(expectation);
}

describe('authorization matrix', () => {
  it('has exactly one row for every registered route', () => {
    const registered = t.app.registeredRoutes.filter(isCheckedRoute).map((route) => `${route.method} ${route.url}`);
    const covered = allRows.map(routeKey);
    expect(
      registered.filter((route) => !covered.includes(route)),
      'routes with no row',
    ).toEqual([]);
    expect(
      covered.filter((route) => !registered.includes(route)),
      'rows for routes that do not exist',
    ).toEqual([]);
    expect(new Set(covered).size, 'duplicate rows').toBe(covered.length);
    expect(
      allRows.filter((row) => declarationOf(row) !== row.endpoint).map(routeKey),
      'rows made from another declaration than the one registered',
    ).toEqual([]);
  });

  const send = async (row: MatrixRow, persona: Persona) => {
    const request = row.request ? await row.request(ctx, persona) : { url: row.endpoint.path };
    return injectEndpoint(t.app, row.endpoint, {
      method: row.endpoint.method,
      url: request.url,
      headers: { ...((request.cookie ?? persona.cookie) ? { cookie: request.cookie ?? persona.cookie } : {}), ...request.headers },
      ...(request.payload !== undefined ? { payload: request.payload as never } : {}),
    });
  };

  for (const row of allRows) {
    it(routeKey(row), async () => {
      // Denied callers first, so an allowed call that changes data cannot affect them.
      const order = [...PERSONA_KINDS].sort((a, b) => Number(expected(row, a) === 'allow') - Number(expected(row, b) === 'allow'));
      const outcomes: Partial<Record<PersonaKind, number>> = {};
      for (const kind of order) outcomes[kind] = (await send(row, ctx.personas[kind])).statusCode;
      for (const kind of PERSONA_KINDS) check(outcomes[kind]!, expected(row, kind), kind);
      // A fresh impersonation per row, so a row that ends the session (logout, stop) harms no other.
      const asImpersonation = { ...impersonator, cookie: await impersonate(t.app, ctx.personas.admin.cookie!, impersonator.userId!) };
      check((await send(row, asImpersonation)).statusCode, expected(row, 'impersonating'), 'impersonating session');
    });
  }
});

/**
 * Permission comes before validation: a caller who may not use a route learns nothing of its
 * input, whatever they send. Every guarded route gets a malformed request (a bad id in the path,
 * a body of the wrong shape, nonsense paging) from a visitor (401) and from a wrong role (403).
 */
describe('permission before validation', () => {
  const malformed = (route: RegisteredRoute) => ({
    method: route.method as 'GET',
    url: `${route.url.replace(/:[A-Za-z0-9_]+/g, 'not-an-id')}?limit=lots&cursor=%25%25`,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { unexpected: [1, 2, 3], email: 42 } }),
  });

  it('every declared route that needs sign-in answers a visitor 401, and a wrong role 403, before reading the body', async () => {
    const guarded = t.app.registeredRoutes.filter((route) => isCheckedRoute(route) && route.endpoint?.access.signedIn);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const visitor = await t.app.inject(malformed(route));
      expect(visitor.statusCode, `visitor ${route.method} ${route.url}`).toBe(401);
      expect(visitor.json().code).toMatch(/UNAUTHENTICATED/);
      const denied = PERSONA_KINDS.find((kind) => kind !== 'visitor' && expectationFromAccess(route.endpoint!.access, kind) === 403);
      if (!denied) continue;
      const wrongRole = await t.app.inject({ ...malformed(route), headers: { cookie: ctx.personas[denied].cookie! } });
      expect(wrongRole.statusCode, `${denied} ${route.method} ${route.url}`).toBe(403);
    }
  });
});
