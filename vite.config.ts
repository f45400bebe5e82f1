import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointManifests } from './scripts/vite-endpoint-manifests';
import { featureEntries } from './scripts/vite-feature-entries';
import { precompress } from './scripts/vite-precompress';
import { isHarmlessWarning } from './scripts/vite-quiet-warnings';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// React Router's package.json points every condition at its development build (its warnings on, and
// 0.5 KB more gzip on every page): a known issue upstream (remix-run/react-router#12532). The package
// also ships its production build, which `vite build` takes instead (the browser's build and the
// prerender's, so both render with the same router); `vite dev` keeps the warnings.
const reactRouterProduction = fromRoot('./node_modules/react-router/dist/production/index.mjs');

// The browser app lives in web/; the server serves the built files from dist/web.
export default defineConfig(({ command }) => ({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [endpointManifests(), featureEntries(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@common', replacement: fromRoot('./common') },
      { find: '@web', replacement: fromRoot('./web') },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    // The manifest lets the size budget (tests/budget/check-bundle-size.mjs) follow each page's imports.
    manifest: true,
    // Every browser we support preloads modules natively (Safari from 17); where one does not, the
    // modules still load, a little later. Saves the polyfill's 0.2 KB on every page.
    modulePreload: { polyfill: false },
    // Terser in two passes writes about 3% less than esbuild's minifier (130.9 → 127 KB of gzip on the
    // landing page, every chunk alike) for some 15 s more build: docs/benchmarks.md#page-weight-and-lighthouse.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      onwarn(warning, warn) {
        if (!isHarmlessWarning(warning)) warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/healthz': 'http://localhost:5000',
      '/readyz': 'http://localhost:5000',
    },
  },
}));
