// How the browser remembers a language choice (docs/decisions/026): a cookie, so the server
// answers in it too. Used by the switch and the account's language, both fetched when needed.
import { LANGUAGE_COOKIE, type Language } from '@common/languages';
import { preferenceCookie } from '@web/lib/preference-cookie';

/** The text for document.cookie that remembers a choice: the whole site, a year, sent on links from other sites too. */
export function languageCookie(language: Language, secure: boolean): string {
  return preferenceCookie(LANGUAGE_COOKIE, language, secure);
}

/** Remembers the choice in this browser. */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
}
