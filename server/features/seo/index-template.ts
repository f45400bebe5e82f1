import fs from 'node:fs';
import path from 'node:path';
import { findWebRoot } from '../web/web-app';

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
