import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageDataEntry } from '@common/contracts/seo';
import type { Language } from '@common/languages';

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

/** A page the build rendered for visitors: the HTML inside #root, and its <title> (plain text). */
export interface PrerenderedPage {
  html: string;
  title: string;
}

/** The pages the build rendered to HTML for visitors, by language, then by path (dist/prerendered-pages.json). */
export type PrerenderedPages = Partial<Record<Language, Record<string, PrerenderedPage>>>;

/** The page at `path` in `language`, or undefined when that page is not prerendered. */
export type PrerenderedPageLookup = (language: Language, path: string) => PrerenderedPage | undefined;

/** Looks pages up in what the build wrote; the one place that knows the file's shape. */
export function prerenderedPageLookup(pages: PrerenderedPages): PrerenderedPageLookup {
  const byLanguage = new Map(Object.entries(pages).map(([language, paths]) => [language, new Map(Object.entries(paths ?? {}))]));
  return (language, pagePath) => byLanguage.get(language)?.get(pagePath);
}

/**
 * The pages the build rendered to HTML for visitors (scripts/prerender.mjs), one set per language:
 * read once, on first use. Without that file (no build) every page is sent empty.
 */
export function createPrerenderedPagesLoader(): () => PrerenderedPageLookup {
  let cached: PrerenderedPageLookup | undefined;
  return () => {
    if (cached) return cached;
    const webRoot = findWebRoot();
    const file = webRoot && path.join(webRoot, '..', 'prerendered-pages.json');
    if (!file || !fs.existsSync(file)) return () => undefined;
    cached = prerenderedPageLookup(JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderedPages);
    return cached;
  };
}

/**
 * Renders a page of the app to the HTML inside #root for a visitor, with the API answers it is
 * sent with (web/prerender/render-page.tsx's renderPage, as the build bundled it).
 */
export type PageRenderer = (
  pagePath: string,
  language: Language,
  options: { data?: readonly PageDataEntry[]; renderedAt?: number; timeZone?: string | undefined },
) => Promise<string>;

/**
 * The build's renderer (dist/prerender/render-page.js, written by scripts/prerender.mjs), loaded
 * on first use. Undefined without a build (looked for again next time, like index.html), or when
 * it does not load (told once through `onError`): pages then go without their HTML, as before.
 */
export function createPageRendererLoader(onError: (error: unknown) => void): () => Promise<PageRenderer | undefined> {
  let loading: Promise<PageRenderer | undefined> | undefined;
  return () => {
    if (loading) return loading;
    const webRoot = findWebRoot();
    const file = webRoot && path.join(webRoot, '..', 'prerender', 'render-page.js');
    if (!file || !fs.existsSync(file)) return Promise.resolve(undefined);
    loading = import(pathToFileURL(file).href).then(
      (module: { renderPage?: unknown }) => (typeof module.renderPage === 'function' ? (module.renderPage as PageRenderer) : undefined),
      (error: unknown) => {
        onError(error);
        return undefined;
      },
    );
    return loading;
  };
}
