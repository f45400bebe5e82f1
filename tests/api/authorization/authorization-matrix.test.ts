import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAllPersonas, createImpersonatingPersona, impersonate, PERSONA_KINDS, type Persona, type PersonaKind } from '../helpers/personas';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { MatrixContext, MatrixRow } from './matrix-types';
import { allRows } from './rows';

// For every route the server registers, the expected answer for each kind of caller. A route
// without a row fails here, so no endpoint ships without a permission rule.

/** Static assets of the public API documentation page: no data, no rule needed. */
const isDocsAsset = (url: string) => url.startsWith('/api/docs');
const isCheckedRoute = (route: { method: string; url: string }) =>
  route.method !== 'HEAD' && route.method !== 'OPTIONS' && (route.url.startsWith('/api/') || route.url === '/healthz' || route.url === '/readyz') && !isDocsAsset(route.url);

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

describe('authorization matrix', () => {
  it('has exactly one row for every registered route', () => {
    const registered = t.app.registeredRoutes.filter(isCheckedRoute).map((route) => `${route.method} ${route.url}`);
    const covered = allRows.map((row) => `${row.method} ${row.route}`);
    expect(registered.filter((route) => !covered.includes(route)), 'routes with no row').toEqual([]);
    expect(covered.filter((route) => !registered.includes(route)), 'rows for routes that do not exist').toEqual([]);
    expect(new Set(covered).size, 'duplicate rows').toBe(covered.length);
  });

  const send = async (row: MatrixRow, persona: Persona) => {
    const request = row.request ? await row.request(ctx, persona) : { url: row.route };
    return t.app.inject({
      method: row.method,
      url: request.url,
      headers: { ...(request.cookie ?? persona.cookie ? { cookie: request.cookie ?? persona.cookie } : {}), ...request.headers },
      ...(request.payload !== undefined ? { payload: request.payload as never } : {}),
    });
  };

  for (const row of allRows) {
    it(`${row.method} ${row.route}`, async () => {
      // Denied callers first, so an allowed call that changes data cannot affect them.
      const order = [...PERSONA_KINDS].sort((a, b) => Number(row.expect[a] === 'allow') - Number(row.expect[b] === 'allow'));
      const outcomes: Partial<Record<PersonaKind, number>> = {};
      for (const kind of order) outcomes[kind] = (await send(row, ctx.personas[kind])).statusCode;
      for (const kind of PERSONA_KINDS) {
        const status = outcomes[kind]!;
        const expected = row.expect[kind];
        expect(status, `${kind} got a server error`).toBeLessThan(500);
        if (expected === 'allow') expect([401, 403], `${kind} should be allowed`).not.toContain(status);
        else expect(status, `${kind}`).toBe(expected);
      }
      // A fresh impersonation per row, so a row that ends the session (logout, stop) harms no other.
      const asImpersonation = { ...impersonator, cookie: await impersonate(t.app, ctx.personas.admin.cookie!, impersonator.userId!) };
      const status = (await send(row, asImpersonation)).statusCode;
      const expected = row.impersonating ?? row.expect.student;
      expect(status, 'impersonating session got a server error').toBeLessThan(500);
      if (expected === 'allow') expect([401, 403], 'impersonating session should be allowed').not.toContain(status);
      else expect(status, 'impersonating session').toBe(expected);
    });
  }
});
