import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@common/endpoints/account';
import { authEndpoints } from '@common/endpoints/auth';
import { LANGUAGE_COOKIE } from '@common/languages';
import { users } from '@server/db/schema';
import { createImpersonatingPersona, createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// The language of an account and of the pages the server sends (docs/decisions/026).

// A build in memory: the server fills in <html lang> and puts the prerendered page of the
// request's language inside #root.
const TEMPLATE = '<!doctype html>\n<html lang="en">\n<head><title>FirstRung</title></head>\n<body><div id="root"></div></body>\n</html>';
const PRERENDERED = {
  en: { '/': { html: '<main><h1>Your first step into work starts here</h1></main>', title: 'FirstRung: your first step into work' } },
  fr: { '/': { html: '<main><h1>Votre premier pas vers le travail commence ici</h1></main>', title: 'FirstRung : votre premier pas & plus' } },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webBuild: { template: TEMPLATE, prerendered: PRERENDERED } });
});
afterAll(async () => t.close());

const setLanguage = (caller: Persona | string | null, body: unknown) => sendTo(t.app, caller, accountEndpoints.setLanguage, { body });
const savedLanguage = async (userId: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]?.language;

describe('PUT /api/account/language', () => {
  it('saves the language on the account, and the current user says it (null until chosen)', async () => {
    const student = await createPersona(t.app, 'student');
    expect((await sendTo(t.app, student, authEndpoints.currentUser)).json()).toMatchObject({ language: null });

    const response = await setLanguage(student, { language: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'fr' });
    expect(await savedLanguage(student.userId!)).toBe('fr');
    expect((await sendTo(t.app, student, authEndpoints.currentUser)).json()).toMatchObject({ language: 'fr' });

    expect((await setLanguage(student, { language: 'en' })).statusCode).toBe(200);
    expect((await sendTo(t.app, student, authEndpoints.currentUser)).json()).toMatchObject({ language: 'en' });
  });

  it('works for an account with no role yet', async () => {
    const newcomer = await createPersona(t.app, 'noRole');
    expect((await setLanguage(newcomer, { language: 'fr' })).statusCode).toBe(200);
    expect(await savedLanguage(newcomer.userId!)).toBe('fr');
  });

  it('refuses a language it does not speak, or none, and says which ones it speaks', async () => {
    const employer = await createPersona(t.app, 'employer');
    for (const body of [{ language: 'de' }, { language: 'fr-CA' }, { language: 'FR' }, {}, { language: null }]) {
      const response = await setLanguage(employer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(/language/);
    }
    expect(await savedLanguage(employer.userId!)).toBeNull();
  });

  it('answers 401 to a visitor', async () => {
    const response = await setLanguage(null, { language: 'fr' });
    expect(response.statusCode).toBe(401);
  });

  it("refuses an admin viewing as someone: the language is the account holder's choice", async () => {
    const admin = await createPersona(t.app, 'admin');
    const viewing = await createImpersonatingPersona(t.app, admin);
    const response = await setLanguage(viewing, { language: 'fr' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('IMPERSONATION_FORBIDDEN');
    expect(await savedLanguage(viewing.userId!)).toBeNull();
  });
});

describe('the language of the page the server sends', () => {
  const page = (url: string, headers: Record<string, string> = {}) => send(t.app, null, 'GET', url, undefined, headers);

  it('follows Accept-Language: a French browser gets the French page with lang="fr"', async () => {
    const response = await page('/', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html data-visitor lang="fr">');
    expect(response.body).toContain('Votre premier pas vers le travail commence ici');
    expect(response.body).not.toContain('Your first step');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
  });

  it("gives a prerendered page its own <title> in the page's language, as text", async () => {
    expect((await page('/', { 'accept-language': 'en' })).body).toContain('<title>FirstRung: your first step into work</title>');
    expect((await page('/', { 'accept-language': 'fr' })).body).toContain('<title>FirstRung : votre premier pas &amp; plus</title>');
    expect((await page('/some/page', { 'accept-language': 'fr' })).body).toContain('<title>FirstRung</title>');
  });

  it('answers in English with no Accept-Language, or none we speak', async () => {
    for (const headers of [{}, { 'accept-language': 'de-DE,es;q=0.8' }] as Array<Record<string, string>>) {
      const response = await page('/', headers);
      expect(response.body).toContain('<html data-visitor lang="en">');
      expect(response.body).toContain('Your first step into work starts here');
    }
  });

  it("takes the browser's remembered choice (the cookie) over Accept-Language", async () => {
    const response = await page('/', { 'accept-language': 'fr', cookie: `${LANGUAGE_COOKIE}=en` });
    expect(response.body).toContain('lang="en"');
    expect(response.body).toContain('Your first step into work starts here');
    const french = await page('/', { 'accept-language': 'en-US', cookie: `other=1; ${LANGUAGE_COOKIE}=fr` });
    expect(french.body).toContain('lang="fr"');
    expect(french.body).toContain('Votre premier pas');
  });

  it('takes ?lang= over both, and ignores a language it does not speak', async () => {
    const english = await page('/?lang=en', { 'accept-language': 'fr', cookie: `${LANGUAGE_COOKIE}=fr` });
    expect(english.body).toContain('lang="en"');
    expect(english.body).toContain('Your first step into work starts here');
    const french = await page('/?lang=fr', { 'accept-language': 'en' });
    expect(french.body).toContain('Votre premier pas');
    const unknown = await page('/?lang=de', { cookie: `${LANGUAGE_COOKIE}=fr` });
    expect(unknown.body).toContain('lang="fr"');
  });

  it('sets lang on pages that are not prerendered too, and on a signed-in user’s empty page', async () => {
    const other = await page('/some/page', { 'accept-language': 'fr' });
    expect(other.body).toContain('<html data-visitor lang="fr">');
    expect(other.body).toContain('<div id="root"></div>');
    const student = await createPersona(t.app, 'student');
    const signedIn = await send(t.app, student, 'GET', '/', undefined, { cookie: `${student.cookie!}; ${LANGUAGE_COOKIE}=fr` });
    expect(signedIn.body).toContain('<html lang="fr">');
    expect(signedIn.body).toContain('<div id="root"></div>');
  });
});
