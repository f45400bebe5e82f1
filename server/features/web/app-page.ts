import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_DATA_ELEMENT_ID, RENDERED_AT_ATTRIBUTE, VISITOR_PAGE_ATTRIBUTE, type PageDataEntry } from '@common/contracts/seo';
import type { Language } from '@common/languages';
import { TIME_ZONE_ATTRIBUTE, TIME_ZONE_OFFSET_ATTRIBUTE } from '@common/time-zone';
import { hasSessionCookie } from '../../auth/session-cookie';
import { BROTLI_QUALITY, GZIP_LEVEL } from '../../http/compression';
import { requestLanguage } from '../../http/request-language';
import { escapeHtml, jsonForScript } from '../seo/html';
import { seoText } from '../seo/seo-texts';

export interface AppPageParts {
  /** The page already rendered to HTML, for the app to take over (web/prerender). */
  body?: string;
  /** The page's <title> as plain text, in place of the template's (a prerendered page's own). */
  title?: string;
  /** API answers the page needs first, sent along so the browser does not ask (web/lib/page-data.ts). */
  data?: PageDataEntry[];
  /** When `body` was rendered for this page, if it was (web/lib/page-clock.ts): the browser shows the clock's state as of then until it has taken the page over. */
  renderedAt?: Date;
  /** The reader's time zone `body`'s dates are written in, with its offset when rendered (docs/decisions/034); UTC when absent. */
  dateZone?: { name: string; offset: number };
}

/** Who the page is for: a visitor (no session cookie) or not, and the language it is sent in. */
export interface AppPageReader {
  visitor: boolean;
  language: Language;
}

/** The meta description of every page that has none of its own, as web/index.html writes it. */
export const SITE_DESCRIPTION_TAG = (language: Language) => `<meta name="description" content="${seoText(language, 'siteDescription')}" />`;

/**
 * The app's index.html for one page request. A request without a session cookie is certainly a
 * visitor: the page says so, and the browser does not ask the server who is signed in (a 401 the
 * console would show, and a round trip before the first paint). `<html lang>` names the language
 * the page is sent in (docs/decisions/026); the browser starts in it when the page came prerendered.
 */
export function renderAppPage(template: string, reader: AppPageReader, parts: AppPageParts = {}): string {
  // Every replacement is a function: a replacement string would expand $&, $` and $' in the user
  // text it carries (a posting's description), copying the whole page into itself.
  let html = template.replace(/<html\b[^>]*>/i, (tag) => {
    const withLanguage = /\slang="[^"]*"/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, () => ` lang="${reader.language}"`)
      : tag.replace(/>$/, () => ` lang="${reader.language}">`);
    // A zone's name is letters, digits and _+-/ (server/http/request-time-zone.ts made it canonical): nothing to escape.
    const zone = parts.dateZone ? ` ${TIME_ZONE_ATTRIBUTE}="${parts.dateZone.name}" ${TIME_ZONE_OFFSET_ATTRIBUTE}="${parts.dateZone.offset}"` : '';
    const renderedAt = parts.renderedAt?.toISOString();
    const marked = renderedAt ? withLanguage.replace(/^<html\b/i, () => `<html ${RENDERED_AT_ATTRIBUTE}="${renderedAt}"${zone}`) : withLanguage;
    return reader.visitor ? marked.replace(/^<html\b/i, () => `<html ${VISITOR_PAGE_ATTRIBUTE}`) : marked;
  });
  // The built page describes the site in English (web/index.html); a page in another language
  // says it in that one. A job page's own description (server/features/seo) is left as it is.
  if (reader.language !== 'en') html = html.replace(SITE_DESCRIPTION_TAG('en'), () => SITE_DESCRIPTION_TAG(reader.language));
  if (parts.body) html = html.replace('<div id="root"></div>', () => `<div id="root">${parts.body}</div>`);
  if (parts.title) html = html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(parts.title!)}</title>`);
  if (parts.data?.length) {
    // JSON, never run: the Content-Security-Policy's script-src does not apply to it.
    const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(parts.data)}</script>`;
    html = html.replace(/<\/body>/i, () => `${script}\n  </body>`);
  }
  return html;
}

/**
 * Sets the headers of the app's page and gives its HTML: private and revalidated each time, since
 * it differs by session cookie and by language (the language cookie, or Accept-Language).
 */
export function prepareAppPage(request: FastifyRequest, reply: FastifyReply, template: string, parts?: AppPageParts): string {
  reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language, Accept-Encoding').type('text/html; charset=utf-8');
  return renderAppPage(template, { visitor: !hasSessionCookie(request), language: requestLanguage(request) }, parts);
}

/** Sends the app's page from a route (the compression plugin compresses routes' answers). */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply, template: string, parts?: AppPageParts): FastifyReply {
  return reply.send(prepareAppPage(request, reply, template, parts));
}

/**
 * Sends the app's page from the not-found handler, compressed for a browser that accepts it: that
 * handler is no route, so the compression plugin (which hooks into routes) does not see it.
 */
export function sendCompressedAppPage(request: FastifyRequest, reply: FastifyReply, template: string, parts?: AppPageParts): FastifyReply {
  const html = prepareAppPage(request, reply, template, parts);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (Buffer.byteLength(html) <= 1024) return reply.send(html);
  if (/\bbr\b/.test(accepted)) {
    return reply
      .header('content-encoding', 'br')
      .send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: GZIP_LEVEL }));
  return reply.send(html);
}
