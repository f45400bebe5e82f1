// Bundles the server into dist/server/main.js; npm packages stay external (node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts' },
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
console.log('server bundled: dist/server/main.js');
