// Renders the pages every visitor sees alike (web/prerender/render-page.tsx) to HTML, after the
// browser build: a server-side bundle of the app in dist/prerender, run once here, and its output
// in dist/prerendered-pages.json ({ path: html }), which the server puts inside #root.
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const fromRoot = (file) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const outDir = fromRoot('dist/prerender');

await build({
  configFile: fromRoot('vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: fromRoot('web/prerender/render-page.tsx'), outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});

const { PRERENDERED_PATHS, renderPage } = await import(pathToFileURL(`${outDir}/render-page.js`).href);
const pages = {};
for (const path of PRERENDERED_PATHS) pages[path] = await renderPage(path);
fs.writeFileSync(fromRoot('dist/prerendered-pages.json'), JSON.stringify(pages));
console.log(`prerendered ${PRERENDERED_PATHS.length} pages: dist/prerendered-pages.json`);
