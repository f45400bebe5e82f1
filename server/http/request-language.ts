import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, negotiateLanguage, type Language } from '@common/languages';
import { cookieValue } from './cookie-value';

/**
 * The language to answer a request in (docs/decisions/026): a `lang` query parameter (the
 * language versions of a page that search engines list), else the signed-in user's saved choice,
 * else the browser's remembered choice (the language cookie), else Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  // From the URL itself: a route's query schema drops the parameters it does not declare.
  const search = request.url.indexOf('?');
  const asked = search === -1 ? null : new URLSearchParams(request.url.slice(search + 1)).get('lang');
  if (isLanguage(asked)) return asked;
  const saved = request.auth?.user.language;
  if (saved) return saved;
  const chosen = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return negotiateLanguage(request.headers['accept-language']);
}
