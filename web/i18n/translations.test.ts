// The texts of every language have the same keys (docs/decisions/026): a key missing in French
// would show in English on a French page, and a French key English does not have is a text no
// page shows. Reads the files themselves, so a namespace added in English fails here until its
// French file has every key.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@common/languages';
import { flattenTexts, namespacesOf, readTexts } from './texts-on-disk';

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');
const ENGLISH = namespacesOf('en');

/** `{{name}}` (i18next) and `%{name}` (Uppy's own strings) placeholders. */
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|%\{(\w+)\}/g)].map((match) => match[1] ?? match[2]));

/** French has a third plural form: `x_many` beside `x_one` and `x_other` (the same text as `x_other`). */
const englishKeyOf = (key: string, english: ReadonlyMap<string, unknown>) =>
  key.endsWith('_many') && english.has(key.replace(/_many$/, '_other')) ? key.replace(/_many$/, '_other') : key;

describe.each(OTHER_LANGUAGES)('the %s texts', (language) => {
  it('have a file for every English namespace, and none English does not have', () => {
    expect(namespacesOf(language)).toEqual(ENGLISH);
  });

  it.each(ENGLISH)('%s: every English key, and no other but the _many plural forms', (namespace) => {
    const file = path.join(import.meta.dirname, 'locales', language, `${namespace}.json`);
    expect(fs.existsSync(file), `locales/${language}/${namespace}.json`).toBe(true);
    const english = flattenTexts(readTexts('en', namespace));
    const translated = flattenTexts(readTexts(language, namespace));
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    const extra = [...translated.keys()].filter((key) => !english.has(englishKeyOf(key, english)));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(ENGLISH)('%s: every text is a text, with the placeholders of its English text', (namespace) => {
    const english = flattenTexts(readTexts('en', namespace));
    // A missing file fails the test above.
    const translated = namespacesOf(language).includes(namespace) ? flattenTexts(readTexts(language, namespace)) : new Map<string, unknown>();
    const problems: string[] = [];
    for (const [key, value] of translated) {
      const source = english.get(englishKeyOf(key, english));
      if (source === undefined) continue;
      // Not a text (a flag such as a content section's "ordered"): the same as in English.
      if (typeof source !== 'string') {
        if (value !== source) problems.push(`${key}: ${JSON.stringify(value)} instead of ${JSON.stringify(source)}`);
        continue;
      }
      if (typeof value !== 'string' || (value.trim() === '' && source.trim() !== '')) {
        problems.push(`${key}: not a text`);
        continue;
      }
      const given = placeholders(source);
      const unknown = [...placeholders(value)].filter((name) => !given.has(name));
      if (unknown.length > 0) problems.push(`${key}: ${unknown.join(', ')} unknown`);
      // A singular may say "one" in words instead of its count; every other text keeps them all.
      const dropped = [...given].filter((name) => !placeholders(value).has(name) && !(name === 'count' && /_(zero|one)$/.test(key)));
      if (dropped.length > 0) problems.push(`${key}: ${dropped.join(', ')} missing`);
    }
    expect(problems).toEqual([]);
  });
});
