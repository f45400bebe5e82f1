// Every English text is used somewhere in the browser app (docs/decisions/026): a text no page
// shows still costs every translation. The app's sources are scanned for the keys they name:
// a key is used when it appears as a string literal ('nav.label', also in tables such as
// nav-links.ts), when a template literal builds it (`status.${value}` matches every
// "status.<one segment>"), or when it is under a key read whole with { returnObjects: true }.
// What no scan can see is listed in DYNAMIC_KEYS below, each with where it comes from.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenTexts, namespacesOf, readTexts } from './texts-on-disk';

const WEB = path.dirname(import.meta.dirname);

/**
 * Keys (or key prefixes, ending in ".") that the code reaches without naming them in a form the
 * scan understands. Keep it short: prefer naming keys in the code.
 */
const DYNAMIC_KEYS: Readonly<Record<string, readonly string[]>> = {
  // audit-log-tab.tsx: t(`audit.actions.${action}`), an action of AUDIT_ACTIONS, itself dotted ("user.suspend").
  admin: ['audit.actions.'],
  // admin-mail-tab.tsx: t(`kinds.${kind}`), a message's or a background task's kind, itself dotted ("newsletter.confirm").
  'mail-admin': ['kinds.'],
  // web/lib/choice-labels.ts: t(group + '.' + value), every value of the enumerations of
  // common/enums.ts; web/lib/choice-labels.test.ts checks the file lists exactly those.
  choices: ['jobTypes.', 'industries.', 'educationLevels.', 'availabilities.', 'languageBenchmarks.', 'companySizes.', 'regions.'],
};

/** i18next's plural suffixes: `count_one` and `count_other` are both the key `count`. */
const withoutPluralSuffix = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full === path.join(WEB, 'i18n', 'locales') ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template literal as a pattern of the keys it can build: each `${...}` stands for one key segment. */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/);
  return new RegExp(`^(?:[\\w-]+:)?${parts.map(escapeRegExp).join('[^.]+')}$`);
}

const sources = sourceFiles(WEB).map((file) => fs.readFileSync(file, 'utf8'));
const literals = new Set(
  sources.flatMap((source) => [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map((match) => match[1] ?? match[2]!)),
);
const templates = sources.flatMap((source) => [...source.matchAll(/`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1]!));
const builtKeys = templates.filter((template) => template.includes('${')).map(templatePattern);
for (const template of templates.filter((template) => !template.includes('${'))) literals.add(template);
/** Keys read whole: t('contact.aside', { returnObjects: true }) uses every text under contact.aside. */
const readWhole = sources.flatMap((source) =>
  [...source.matchAll(/\bt\(\s*(['`])((?:(?!\1).)*)\1\s*,\s*\{[^}]*returnObjects:\s*true/g)].map((match) => templatePattern(match[2]!)),
);

const ancestorsOf = (key: string) => key.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.'));

function isUsed(namespace: string, key: string): boolean {
  const base = withoutPluralSuffix(key);
  if (literals.has(base) || literals.has(`${namespace}:${base}`)) return true;
  if (builtKeys.some((pattern) => pattern.test(base))) return true;
  if (ancestorsOf(key).some((ancestor) => readWhole.some((pattern) => pattern.test(ancestor)))) return true;
  return (DYNAMIC_KEYS[namespace] ?? []).some((listed) => (listed.endsWith('.') ? key.startsWith(listed) : base === listed));
}

describe('the English texts', () => {
  it('finds the sources and the keys they name', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(literals.has('nav.findOpportunities')).toBe(true);
    expect(builtKeys.some((pattern) => pattern.test('login.roles.student'))).toBe(true);
  });

  it.each(namespacesOf('en'))('%s: every text is used by the app', (namespace) => {
    // The namespace itself is asked for somewhere (useTranslation, loadNamespaces, { ns }).
    expect(literals.has(namespace), `no code asks for the namespace ${namespace}`).toBe(true);
    const unused = [...flattenTexts(readTexts('en', namespace)).keys()].filter((key) => !isUsed(namespace, key));
    expect(unused).toEqual([]);
  });
});
