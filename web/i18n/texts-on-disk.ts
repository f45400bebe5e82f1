// The translation files as they are on disk, for the tests of the texts (translations.test.ts,
// unused-texts.test.ts). Node only: the app itself reads them through the bundler (index.ts).
import fs from 'node:fs';
import path from 'node:path';

const LOCALES = path.join(import.meta.dirname, 'locales');

/** The namespaces of a language, by file name, sorted. */
export function namespacesOf(language: string): string[] {
  const folder = path.join(LOCALES, language);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function readTexts(language: string, namespace: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as unknown;
}

/** Every text of a file by its dotted key (array items by their index: "sections.0.title"). */
export function flattenTexts(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flattenTexts(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}
