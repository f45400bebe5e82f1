import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@common/endpoints/auth';
import { createPersona, signIn } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (body: Record<string, unknown>) => sendTo(t.app, null, authEndpoints.register, { body });
const login = (body: Record<string, unknown>) => sendTo(t.app, null, authEndpoints.signIn, { body });

describe('sign-up and sign-in', () => {
  // The confirmation link and the same answer for a known address: tests/api/account-email.test.ts.
  it('registers a user with no role and no session yet: "check your inbox"', async () => {
    const response = await register({
      email: 'New.Person@Example.com',
      password: 'long-enough-1',
      firstName: 'New',
      lastName: 'Person',
      acceptTerms: true,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'check_your_email' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('lets the new, unconfirmed user sign in: an httpOnly SameSite=Lax cookie and the current user', async () => {
    const response = await login({ email: 'new.person@example.com', password: 'long-enough-1' });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/firstrung\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(response.json().user).toMatchObject({
      email: 'new.person@example.com',
      emailVerified: false,
      firstName: 'New',
      role: null,
      hasProfile: false,
      impersonating: false,
    });
  });

  it('answers a second sign-up with the same e-mail exactly like the first, and keeps one account', async () => {
    const response = await register({ email: 'new.person@example.com', password: 'long-enough-2', firstName: 'A', lastName: 'B', acceptTerms: true });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'check_your_email' });
    expect((await login({ email: 'new.person@example.com', password: 'long-enough-2' })).statusCode).toBe(401);
  });

  it('names each invalid field with 400', async () => {
    const response = await register({ email: 'not-an-email', password: 'short', firstName: '', lastName: 'X', acceptTerms: true });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['email', 'firstName', 'password']);
  });

  it('answers wrong credentials with 401 and a clear message', async () => {
    const response = await login({ email: 'new.person@example.com', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password.' });
  });

  it('gives a new session token on each sign-in', async () => {
    const persona = await createPersona(t.app, 'employer');
    const again = await signIn(t.app, persona.email!);
    expect(again).not.toBe(persona.cookie);
  });
});

describe('current user and role choice', () => {
  it('answers 401 without a session', async () => {
    const response = await sendTo(t.app, null, authEndpoints.currentUser);
    expect(response.statusCode).toBe(401);
  });

  it('reports whether the profile of the role exists', async () => {
    const withProfile = await createPersona(t.app, 'student');
    const without = await createPersona(t.app, 'employer', { withProfile: false });
    const a = await sendTo(t.app, withProfile, authEndpoints.currentUser);
    const b = await sendTo(t.app, without, authEndpoints.currentUser);
    expect(a.json()).toMatchObject({ role: 'student', hasProfile: true, adminName: null, adminEmail: null });
    expect(b.json()).toMatchObject({ role: 'employer', hasProfile: false });
  });

  it('lets a user without a role choose one, once', async () => {
    const persona = await createPersona(t.app, 'noRole');
    const chosen = await sendTo(t.app, persona, authEndpoints.chooseRole, { body: { role: 'employer' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user.role).toBe('employer');
    const again = await sendTo(t.app, persona, authEndpoints.chooseRole, { body: { role: 'student' } });
    expect(again.statusCode).toBe(409);
  });

  it('never lets a user make themselves admin', async () => {
    const persona = await createPersona(t.app, 'noRole');
    const response = await sendTo(t.app, persona, authEndpoints.chooseRole, { body: { role: 'admin' } });
    expect(response.statusCode).toBe(400);
    const me = await sendTo(t.app, persona, authEndpoints.currentUser);
    expect(me.json().role).toBeNull();
  });

  it('logs out from a navigation of its own pages: the session ends and the browser goes home', async () => {
    const persona = await createPersona(t.app, 'student');
    const response = await send(t.app, persona, 'GET', authEndpoints.logout.path, undefined, { 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const me = await sendTo(t.app, persona, authEndpoints.currentUser);
    expect(me.statusCode).toBe(401);
  });

  it('sends /api/login to the sign-in page', async () => {
    const response = await sendTo(t.app, null, authEndpoints.login);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sign-in');
  });
});
