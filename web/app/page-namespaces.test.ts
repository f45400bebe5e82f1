// Each page in router.tsx names the translation files it reads, so they arrive with its code and
// the page renders without suspending. This test walks each page's static imports and checks
// that every namespace a component in it asks for is named (or is part of the first download).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const FIRST_DOWNLOAD = new Set(['app', 'common', 'shell', 'landing', 'newsletter']);

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@web/') ? path.join(WEB, specifier.slice('@web/'.length)) : path.resolve(path.dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => fs.existsSync(file));
}

/** A feature's entry (web/features/<feature>/index.ts): it only re-exports (eslint.config.js). */
const isFeatureEntry = (file: string) => path.basename(path.dirname(path.dirname(file))) === 'features' && /^index\.tsx?$/.test(path.basename(file));

type Names = Set<string> | 'all';

/**
 * The static imports and re-exports of a source, from where: the names each takes from there
 * (`all` for a default or `*`), and the names a re-export offers (after `as`).
 */
function importsOf(source: string): Array<{ specifier: string; takes: Names; offers: Names }> {
  const found: Array<{ specifier: string; takes: Names; offers: Names }> = [];
  for (const match of source.matchAll(/^(import|export)(\s+type\s)?([^'"]*?)from\s+'((?:@web\/|\.)[^']+)'/gm)) {
    if (match[2]) continue;
    const clause = match[3]!;
    const whole = clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '') !== '';
    const pairs = (/\{([^}]*)\}/.exec(clause)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/));
    const takes: Names = whole ? 'all' : new Set(pairs.map((pair) => pair[0]!));
    const offers: Names = match[1] === 'import' ? new Set() : whole ? 'all' : new Set(pairs.map((pair) => pair.at(-1)!));
    found.push({ specifier: match[4]!, takes, offers });
  }
  return found;
}

const anyOf = (offered: Names, wanted: Names) => offered === 'all' || wanted === 'all' || [...offered].some((name) => wanted.has(name));

/**
 * Namespaces asked for by `file` and everything it imports statically (dynamic imports load later,
 * on their own). Through a feature's entry, only the modules of the names taken from it count.
 */
function namespacesOf(file: string, wanted: Names = 'all', seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  const entry = isFeatureEntry(file);
  if (!entry && seen.has(file)) return found;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(/useTranslation\(\s*'([\w-]+)'/g)) found.add(match[1]!);
  for (const { specifier, takes, offers } of importsOf(source)) {
    if (entry && !anyOf(offers, wanted)) continue;
    const imported = resolveImport(file, specifier);
    if (imported) for (const namespace of namespacesOf(imported, takes, seen)) found.add(namespace);
  }
  return found;
}

/** What each page loader of the features' pages/loaders.ts files loads. */
const LOADERS = new Map(
  fs
    .readdirSync(path.join(WEB, 'features'))
    .map((feature) => path.join(WEB, 'features', feature, 'pages', 'loaders.ts'))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/export const (\w+) = \(\) => import\('([^']+)'\)/g)].map(
        (match) => [match[1]!, resolveImport(file, match[2]!)] as const,
      ),
    ),
);

const ROUTER = path.join(WEB, 'app', 'router.tsx');
const router = fs.readFileSync(ROUTER, 'utf8');
const pages = [...router.matchAll(/page\(\s*(?:(\w+)|\(\) => import\('([^']+)'\)),\s*\(module\) => module\.\w+,?\s*(?:\[([^\]]*)\])?/g)].map(
  (match) => ({
    module: match[1] ?? match[2]!,
    file: match[1] ? LOADERS.get(match[1]) : resolveImport(ROUTER, match[2]!),
    declared: new Set([...(match[3] ?? '').matchAll(/'([\w-]+)'/g)].map((name) => name[1]!)),
  }),
);

describe('the translation files each page names', () => {
  it('finds the pages in the router', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages)('$module names every namespace it reads', ({ module, file, declared }) => {
    expect(file, `${module} resolves`).toBeDefined();
    const missing = [...namespacesOf(file!)].filter((namespace) => !FIRST_DOWNLOAD.has(namespace) && !declared.has(namespace));
    expect(missing).toEqual([]);
  });
});
