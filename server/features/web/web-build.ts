import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// server/features/web/ and the bundled dist/server/ resolve dist/web differently.
const candidates = [fileURLToPath(new URL('../web', import.meta.url)), fileURLToPath(new URL('../../../dist/web', import.meta.url))];

/** The folder of the built browser app (dist/web), if there is a build. */
export function findWebRoot(): string | undefined {
  return candidates.find((dir) => fs.existsSync(`${dir}/index.html`));
}

/**
 * The built app's index.html, read once and kept in memory. Looked up on first use rather than
 * at start, and only kept once found, so a build made after the server started is still picked up.
 */
export function createIndexTemplateLoader(): () => string | undefined {
  let cached: string | undefined;
  return () => {
    if (cached !== undefined) return cached;
    const webRoot = findWebRoot();
    if (!webRoot) return undefined;
    cached = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    return cached;
  };
}

/**
 * The pages the build rendered to HTML for visitors (scripts/prerender.mjs), by path: read once,
 * on first use. Without that file (an older build, or none) every page is sent empty, as before.
 */
export function createPrerenderedPagesLoader(): () => ReadonlyMap<string, string> {
  let cached: ReadonlyMap<string, string> | undefined;
  return () => {
    if (cached) return cached;
    const webRoot = findWebRoot();
    const file = webRoot && path.join(webRoot, '..', 'prerendered-pages.json');
    if (!file || !fs.existsSync(file)) return new Map();
    cached = new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
    return cached;
  };
}
