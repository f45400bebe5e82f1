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

/** Namespaces asked for by `file` and everything it imports statically (dynamic imports load later, on their own). */
function namespacesOf(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(/useTranslation\(\s*'([\w-]+)'/g)) found.add(match[1]!);
  for (const match of source.matchAll(/^(?:import|export)[^'"]*?from\s+'((?:@web\/|\.)[^']+)'/gm)) {
    if (/^import\s+type\s/.test(match[0])) continue;
    const imported = resolveImport(file, match[1]!);
    if (imported) for (const namespace of namespacesOf(imported, seen)) found.add(namespace);
  }
  return found;
}

const router = fs.readFileSync(path.join(WEB, 'app', 'router.tsx'), 'utf8');
const pages = [...router.matchAll(/page\(\s*\(\) => import\('(@web\/[^']+)'\),\s*\(module\) => module\.\w+,?\s*(?:\[([^\]]*)\])?/g)].map((match) => ({
  module: match[1]!,
  declared: new Set([...(match[2] ?? '').matchAll(/'([\w-]+)'/g)].map((name) => name[1]!)),
}));

describe('the translation files each page names', () => {
  it('finds the pages in the router', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages)('$module names every namespace it reads', ({ module, declared }) => {
    const file = resolveImport(WEB, module);
    expect(file, `${module} resolves`).toBeDefined();
    const missing = [...namespacesOf(file!)].filter((namespace) => !FIRST_DOWNLOAD.has(namespace) && !declared.has(namespace));
    expect(missing).toEqual([]);
  });
});
