import fs from 'node:fs';
import path from 'node:path';
import { findWebRoot } from './web-build';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed by source file under web/. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The lazily loaded modules a page the server sends needs for its first screen, by their source
 * file under web/ (each must stay the page's route module: web/features/.../pages). Without a hint
 * the browser finds them only after the main script has run, a second round of downloads before
 * the largest paint. English only for now: with a second language, pick its namespace file by the
 * request's language.
 */
export const FIRST_SCREEN_MODULES = {
  events: ['features/events/pages/events-page.tsx', 'i18n/locales/en/events.json'],
  jobDetail: ['features/jobs/pages/job-detail-page.tsx', 'i18n/locales/en/jobs.json'],
} as const;

/**
 * `<link rel="modulepreload">` tags for `keys` and every chunk they import statically (the entry
 * script is already in the page). `crossorigin` matches the entry's script tag, so the browser
 * reuses what it preloaded.
 */
export function modulePreloadTags(manifest: BuildManifest, keys: readonly string[]): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
}

/** The build's manifest, read on first use; empty without a build (no hints, the page still works). */
export function createManifestLoader(): () => BuildManifest {
  let cached: BuildManifest | undefined;
  return () => {
    if (cached) return cached;
    const webRoot = findWebRoot();
    const file = webRoot && path.join(webRoot, '.vite', 'manifest.json');
    if (!file || !fs.existsSync(file)) return {};
    cached = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
    return cached;
  };
}
