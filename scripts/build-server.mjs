// Bundles the server into dist/server/main.js, and the embedded database's thread beside it
// (dist/server/pglite-worker.js, started by server/db/pglite-thread.ts); npm packages stay external.
// The e-mail texts (server/mail/locales) are read from beside the running module, so they are
// copied to dist/server/locales; the place data (server/geodata/places.tsv.gz) to dist/server.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', 'pglite-worker': 'server/db/pglite-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
rmSync('dist/server/locales', { recursive: true, force: true });
cpSync('server/mail/locales', 'dist/server/locales', { recursive: true });
cpSync('server/geodata/places.tsv.gz', 'dist/server/places.tsv.gz');
console.log('server bundled: dist/server/main.js, dist/server/pglite-worker.js, dist/server/locales, dist/server/places.tsv.gz');
