import type { FastifyReply, FastifyRequest } from 'fastify';
import { VISITOR_PAGE_ATTRIBUTE } from '@common/contracts/seo';
import { hasSessionCookie } from '../../auth/session-cookie';

export interface AppPageParts {
  /** The page already rendered to HTML, for the app to take over (web/prerender). */
  body?: string;
}

/**
 * The app's index.html for one page request. A request without a session cookie is certainly a
 * visitor: the page says so, and the browser does not ask the server who is signed in (a 401 the
 * console would show, and a round trip before the first paint).
 */
export function renderAppPage(template: string, visitor: boolean, parts: AppPageParts = {}): string {
  let html = visitor ? template.replace(/<html\b/i, `<html ${VISITOR_PAGE_ATTRIBUTE}`) : template;
  if (parts.body) html = html.replace('<div id="root"></div>', `<div id="root">${parts.body}</div>`);
  return html;
}

/** Sends the app's page: private and revalidated each time, since it differs by session cookie. */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply, template: string, parts?: AppPageParts): FastifyReply {
  return reply
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie')
    .type('text/html; charset=utf-8')
    .send(renderAppPage(template, !hasSessionCookie(request), parts));
}
