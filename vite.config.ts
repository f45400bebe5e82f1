import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointManifests } from './scripts/vite-endpoint-manifests';
import { precompress } from './scripts/vite-precompress';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The browser app lives in web/; the server serves the built files from dist/web.
export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [endpointManifests(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@common': fromRoot('./common'),
      '@web': fromRoot('./web'),
    },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    // The manifest lets the size budget (scripts/check-bundle-size.mjs) follow each page's imports.
    manifest: true,
    // Terser in two passes writes about 3% less than esbuild's minifier (130.9 → 127 KB of gzip on the
    // landing page, every chunk alike) for some 15 s more build: docs/benchmarks.md#page-weight-and-lighthouse.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/healthz': 'http://localhost:5000',
      '/readyz': 'http://localhost:5000',
    },
  },
});
