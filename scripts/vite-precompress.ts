import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Writes a .br and a .gz beside every text asset of the build, at the highest levels (done once,
// at build time, so it costs users nothing). The server picks one by the request's
// Accept-Encoding (@fastify/static `preCompressed`).

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, compression saves less than the extra header costs. */
const MIN_BYTES = 1024;

function compressFile(file: string): void {
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) return;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? (entry.name === '.vite' ? [] : walk(full)) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'firstrung-precompress',
    // The browser build only: the prerender's server-side bundle is never sent to a browser.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) if (COMPRESSIBLE.test(file)) compressFile(file);
    },
  };
}
