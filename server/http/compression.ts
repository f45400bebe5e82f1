import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import zlib from 'node:zlib';

/**
 * API answers over 1 KB are compressed on the fly for clients that accept it. Brotli at quality 4
 * (not the default 11, which costs ~100 times more CPU for a few per cent) and gzip level 6.
 * Static assets are not touched here: the build precompressed them at the highest levels and
 * @fastify/static serves those files with their Content-Encoding already set.
 */
/** The on-the-fly settings, shared with the app pages the not-found handler compresses itself. */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
