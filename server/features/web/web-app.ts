import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { sendCompressedAppPage } from './app-page';
import { hasSessionCookie } from '../../auth/session-cookie';
import { signedInPageData } from './signed-in-page-data';
import { requestLanguage } from '../../http/request-language';
import { createIndexTemplateLoader, createPrerenderedPagesLoader, findWebRoot, prerenderedPageLookup, type PrerenderedPages } from './web-build';

/** A build given in memory instead of read from dist/ (API tests of the pages the server sends). */
export interface WebBuild {
  template: string;
  prerendered: PrerenderedPages;
}

export interface WebAppOptions {
  /** Serve the built browser app from dist/web (off in API tests). */
  serveWeb: boolean;
  /** Pages from this build instead of dist/ (its static files are not served). */
  build?: WebBuild;
}

/**
 * Serves the built browser app. Unknown /api paths answer 404 JSON; any other unknown GET gets
 * index.html so the app's router can show the page, or its own 404 page; for a visitor, the
 * prerendered pages come with their HTML inside, in the request's language (docs/decisions/026).
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const webRoot = options.serveWeb && !options.build ? findWebRoot() : undefined;
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
  const { build } = options;
  const loadTemplate = build ? () => build.template : createIndexTemplateLoader();
  const loadPrerendered = build ? () => prerenderedPageLookup(build.prerendered) : createPrerenderedPagesLoader();
  const servesPages = Boolean(webRoot ?? build);
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    const template = servesPages && isPageRequest ? loadTemplate() : undefined;
    if (template !== undefined) {
      // A visitor's landing, gate and information pages come already rendered (web/prerender),
      // in the language the page is sent in (the same rule sets its <html lang>).
      if (hasSessionCookie(request)) return sendCompressedAppPage(request, reply, template, { data: await signedInPageData(app, request) });
      const prerendered = loadPrerendered()(requestLanguage(request), request.url.split('?')[0]!);
      return sendCompressedAppPage(request, reply, template, { body: prerendered?.html, title: prerendered?.title });
    }
    throw new AppError('NOT_FOUND', msg('errors.noRoute', { method: request.method, path: request.url.split('?')[0]! }));
  });
}
