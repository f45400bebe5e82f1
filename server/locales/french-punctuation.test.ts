// French typography in every French text of the product: a non-breaking space (U+00A0, or the
// narrow U+202F) before ":", ";", "?" and "!" ("Non lue :"), never an ordinary space, which lets
// the mark wrap to a line of its own, nor none at all, which is English. Reads the files themselves:
// the browser's namespaces, the server's own words, the e-mails and the server's messages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fr as serverMessages } from '../errors/messages/fr';

const ROOT = path.join(import.meta.dirname, '..', '..');
const FOLDERS = ['web/i18n/locales/fr', 'server/locales/fr', 'server/mail/locales/fr'];

function textsOf(value: unknown, key: string, into: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === 'string') into.push([key, value]);
  else if (value !== null && typeof value === 'object') for (const [child, text] of Object.entries(value)) textsOf(text, `${key}.${child}`, into);
  return into;
}

const FILES: Array<[string, Array<[string, string]>]> = [
  ...FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder))
      .filter((file) => file.endsWith('.json'))
      .map((file): [string, Array<[string, string]>] => {
        const texts = JSON.parse(fs.readFileSync(path.join(ROOT, folder, file), 'utf8')) as unknown;
        return [`${folder}/${file}`, textsOf(texts, '', [])];
      }),
  ),
  ['server/errors/messages/fr.ts', textsOf(serverMessages, '', [])],
];

const BEFORE_MARK = /[\u00a0\u202f]/;

/** The marks in a text that lack their non-breaking space. Not prose: placeholders, addresses, times of day, tags. */
export function badlySpacedMarks(text: string): string[] {
  const prose = text
    .replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|%\{\w+\}/g, 'x')
    .replace(/\b(?:https?|mailto):\S*/g, 'x')
    .replace(/<[^>]*>/g, '');
  const problems: string[] = [];
  for (const match of prose.matchAll(/[:;?!]/g)) {
    const index = match.index;
    const before = prose[index - 1];
    const after = prose[index + 1];
    if (before !== undefined && BEFORE_MARK.test(before)) continue;
    // "18:00" and "HH:MM" are not prose; in "?!" the second mark follows the first.
    if (match[0] === ':' && before !== undefined && /\w/.test(before) && after !== undefined && /\w/.test(after)) continue;
    if (before !== undefined && /[:;?!]/.test(before)) continue;
    problems.push(prose.slice(Math.max(0, index - 12), index + 1));
  }
  return problems;
}

describe('French punctuation', () => {
  it('finds a plain space or no space before the marks, and accepts a non-breaking one', () => {
    expect(badlySpacedMarks('Non lue :')).toEqual(['Non lue :']);
    expect(badlySpacedMarks('Non lue:')).toEqual(['Non lue:']);
    expect(badlySpacedMarks('Vraiment ?')).toEqual(['Vraiment ?']);
    expect(badlySpacedMarks('Non lue\u00a0: oui\u00a0; vraiment\u202f?\u00a0!')).toEqual([]);
    expect(badlySpacedMarks('À 18:00, voir https://example.org/?a=1 et {{count, number}}')).toEqual([]);
  });

  it.each(FILES)('%s: a non-breaking space before every : ; ? !', (_file, texts) => {
    const problems = texts.flatMap(([key, text]) => badlySpacedMarks(text).map((bad) => `${key}: …${bad}`));
    expect(problems).toEqual([]);
  });
});
