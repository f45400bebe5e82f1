import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The browser app lives in web/; the server serves the built files from dist/web.
export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@common': fromRoot('./common'),
      '@web': fromRoot('./web'),
    },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than our code, so they get their own cacheable files.
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router'],
          data: ['@tanstack/react-query', 'zod', 'react-hook-form', '@hookform/resolvers'],
          ui: ['radix-ui', 'lucide-react', 'i18next', 'react-i18next'],
        },
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
});
