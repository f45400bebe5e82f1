import { describe, expect, it } from 'vitest';
import { cookieLanguage, otherLanguage, queryLanguage, startingLanguage, type StartingPage } from './language-choice';
import { languageCookie } from './remember-language';

const page = (overrides: Partial<StartingPage>): StartingPage => ({
  prerenderedIn: null,
  search: '',
  cookies: '',
  browserLanguages: [],
  ...overrides,
});

describe('startingLanguage', () => {
  it("follows the browser's languages on a first visit, English when none is ours", () => {
    expect(startingLanguage(page({ browserLanguages: ['fr-CA', 'en-US'] }))).toBe('fr');
    expect(startingLanguage(page({ browserLanguages: ['de-DE', 'fr'] }))).toBe('fr');
    expect(startingLanguage(page({ browserLanguages: ['en-GB', 'fr'] }))).toBe('en');
    expect(startingLanguage(page({ browserLanguages: ['es'] }))).toBe('en');
    expect(startingLanguage(page({}))).toBe('en');
  });

  it('takes the remembered choice over the browser, and ?lang= over both', () => {
    expect(startingLanguage(page({ cookies: 'a=1; firstrung_lang=en', browserLanguages: ['fr-CA'] }))).toBe('en');
    expect(startingLanguage(page({ search: '?lang=fr', cookies: 'firstrung_lang=en', browserLanguages: ['en'] }))).toBe('fr');
    expect(startingLanguage(page({ search: '?lang=de', cookies: 'firstrung_lang=fr' }))).toBe('fr');
  });

  it('takes a prerendered page over in the language it was sent in', () => {
    expect(startingLanguage(page({ prerenderedIn: 'fr', cookies: 'firstrung_lang=en', browserLanguages: ['en'] }))).toBe('fr');
    expect(startingLanguage(page({ prerenderedIn: 'en', browserLanguages: ['fr'] }))).toBe('en');
    // Not one of ours: the usual rule.
    expect(startingLanguage(page({ prerenderedIn: '', browserLanguages: ['fr'] }))).toBe('fr');
  });
});

describe('the remembered choice', () => {
  it('is a cookie for the whole site, a year, SameSite=Lax (Secure over https)', () => {
    expect(languageCookie('fr', false)).toBe('firstrung_lang=fr; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toBe('firstrung_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is read back, and anything but our languages is ignored', () => {
    expect(cookieLanguage('theme=dark; firstrung_lang=fr')).toBe('fr');
    expect(cookieLanguage('firstrung_lang=de')).toBeUndefined();
    expect(cookieLanguage('')).toBeUndefined();
    expect(queryLanguage('?q=x&lang=en')).toBe('en');
    expect(queryLanguage('?lang=EN')).toBeUndefined();
  });
});

describe('otherLanguage', () => {
  it('offers the language not shown', () => {
    expect(otherLanguage('en')).toBe('fr');
    expect(otherLanguage('fr')).toBe('en');
  });
});
