import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@common/endpoints/auth';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// Cross-site request forgery (docs/decisions/019): a change another site's page sends is refused,
// whatever the cookie; the app's own pages (and clients that are no browser) are served as before.

let t: TestApp;
let student: Persona;
const OWN_ORIGIN = 'http://localhost:5000';

beforeAll(async () => {
  t = await createTestApp();
  student = await createPersona(t.app, 'student');
});
afterAll(async () => t.close());

const saveAttempt = (headers: Record<string, string>) =>
  send(t.app, student, 'POST', '/api/newsletter/subscribe', { email: `reader-${crypto.randomUUID()}@example.com` }, headers);

describe('changes sent by another site', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site same-site from a sibling sub-domain', { 'sec-fetch-site': 'same-site', origin: 'http://evil.localhost:5000' }],
    ['an Origin of another site (a browser without Sec-Fetch-Site)', { origin: 'https://evil.example' }],
    ['the opaque Origin of a sandboxed page', { origin: 'null' }],
  ])('are refused with a 403 JSON error: %s', async (_name, headers) => {
    const response = await saveAttempt(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('another website') });
  });

  it('cannot sign anyone out, by POST or by a link to GET /api/logout', async () => {
    const victim = await createPersona(t.app, 'student');
    const posted = await send(t.app, victim, 'POST', authEndpoints.signOut.path, undefined, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(posted.statusCode).toBe(403);
    const linked = await send(t.app, victim, 'GET', authEndpoints.logout.path, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(linked.statusCode).toBe(302);
    expect(linked.headers.location).toBe('/');
    // An old browser that names no source: not proof enough for a GET either.
    await send(t.app, victim, 'GET', authEndpoints.logout.path);
    expect((await sendTo(t.app, victim, authEndpoints.currentUser)).statusCode).toBe(200);
  });

  it('leave reads alone: a GET from another site is answered', async () => {
    const response = await send(t.app, student, 'GET', '/api/jobs', undefined, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(response.statusCode).toBe(200);
  });
});

describe('changes sent by the app itself', () => {
  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: OWN_ORIGIN }],
    ['the own Origin, without Sec-Fetch-Site', { origin: OWN_ORIGIN }],
    ['the Origin of the host the request addressed', { origin: 'http://localhost:80', host: 'localhost:80' }],
    ['no browser headers at all (a script or server)', {}],
  ])('are served: %s', async (_name, headers) => {
    const response = await saveAttempt(headers);
    expect(response.statusCode).toBeLessThan(300);
  });

  it('POST /api/logout ends the session', async () => {
    const persona = await createPersona(t.app, 'employer');
    const response = await send(t.app, persona, 'POST', authEndpoints.signOut.path, undefined, { 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await sendTo(t.app, persona, authEndpoints.currentUser)).statusCode).toBe(401);
    expect((await sendTo(t.app, persona, jobsEndpoints.employerJobs)).statusCode).toBe(401);
  });

  it('GET /api/logout typed in the address bar still signs out', async () => {
    const persona = await createPersona(t.app, 'student');
    await send(t.app, persona, 'GET', authEndpoints.logout.path, undefined, { 'sec-fetch-site': 'none' });
    expect((await sendTo(t.app, persona, authEndpoints.currentUser)).statusCode).toBe(401);
  });
});
