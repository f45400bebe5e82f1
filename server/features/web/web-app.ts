import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../../errors/app-error';
import { sendCompressedAppPage } from './app-page';
import { hasSessionCookie } from '../../auth/session-cookie';
import { createIndexTemplateLoader, createPrerenderedPagesLoader, findWebRoot } from './web-build';

/**
 * Serves the built browser app. Unknown /api paths answer 404 JSON; any other unknown GET gets
 * index.html so the app's router can show the page, or its own 404 page; for a visitor, the
 * prerendered pages come with their HTML inside.
 */
export async function registerWebApp(app: FastifyInstance, options: { serveWeb: boolean }): Promise<void> {
  const webRoot = options.serveWeb ? findWebRoot() : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each asset; the request's Accept-Encoding picks one.
      preCompressed: true,
      cacheControl: false,
      // Names under /assets carry a content hash: a changed file gets a new name, so the old one
      // can be kept for good. Anything else (favicon, robots) is checked again each time.
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const loadTemplate = createIndexTemplateLoader();
  const loadPrerendered = createPrerenderedPagesLoader();
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    const template = webRoot && isPageRequest ? loadTemplate() : undefined;
    if (template !== undefined) {
      // A visitor's landing, gate and information pages come already rendered (web/prerender).
      const body = hasSessionCookie(request) ? undefined : loadPrerendered().get(request.url.split('?')[0]!);
      return sendCompressedAppPage(request, reply, template, { body });
    }
    throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`);
  });
}
