// Which language the app starts in (docs/decisions/026), in the first download.
// Pure: the browser's state comes in as arguments, so the rules are tested without a browser.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, negotiateLanguage, type Language } from '@common/languages';

/** The language the browser remembered (the language cookie), if any. */
export function cookieLanguage(cookies: string): Language | undefined {
  const value = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** A `lang` query parameter (the language versions of a page that search engines list), if it names one of ours. */
export function queryLanguage(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : undefined;
}

/** What the page knows when the app starts. */
export interface StartingPage {
  /** `<html lang>` of a page the server sent already rendered (web/prerender), else null. */
  prerenderedIn: string | null;
  /** location.search */
  search: string;
  /** document.cookie */
  cookies: string;
  /** navigator.languages, the browser's preferred languages */
  browserLanguages: readonly string[];
}

/**
 * The language of the first render. A prerendered page is in the language the server chose with
 * the same rule (server/http/request-language.ts), so the app takes it over in that language
 * (anything else would not match the HTML). Otherwise `?lang=`, then the remembered choice, then
 * the browser's languages, then English. A signed-in user's account language is applied once the
 * app knows who is signed in (use-account-language.ts).
 */
export function startingLanguage(page: StartingPage): Language {
  if (isLanguage(page.prerenderedIn)) return page.prerenderedIn;
  return queryLanguage(page.search) ?? cookieLanguage(page.cookies) ?? negotiateLanguage(page.browserLanguages.join(','));
}

/** The language the switch offers: with two languages, the one not shown. */
export function otherLanguage(shown: string): Language {
  return LANGUAGES.find((language) => language !== shown) ?? DEFAULT_LANGUAGE;
}
