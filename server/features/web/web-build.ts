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
