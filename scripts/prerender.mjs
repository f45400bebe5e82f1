// Renders the pages every visitor sees alike (web/prerender/render-page.tsx) to HTML, after the
// browser build: a server-side bundle of the app in dist/prerender, run once here, and its output
// in dist/prerendered-pages.json ({ language: { path: { html, title } } }), whose HTML the server
// puts inside #root and whose title into <title>, in the request's language (docs/decisions/026). The server loads the same bundle to
// render a visitor's job page at each request (docs/decisions/033).
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

const { PRERENDERED_LANGUAGES, PRERENDERED_PATHS, renderPage, renderTitle } = await import(pathToFileURL(`${outDir}/render-page.js`).href);
const pages = {};
for (const language of PRERENDERED_LANGUAGES) {
  pages[language] = {};
  for (const path of PRERENDERED_PATHS) pages[language][path] = { html: await renderPage(path, language), title: await renderTitle(path, language) };
}
fs.writeFileSync(fromRoot('dist/prerendered-pages.json'), JSON.stringify(pages));
console.log(`prerendered ${PRERENDERED_PATHS.length} pages in ${PRERENDERED_LANGUAGES.join(', ')}: dist/prerendered-pages.json`);
