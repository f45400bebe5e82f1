import { LANGUAGES, type Language } from '@common/languages';

// Every public page exists in each of our languages at the same address: `?lang=fr` asks for the
// French version, `?lang=en` for the English one, and the bare address answers in the visitor's
// language (server/http/request-language.ts), which makes it the x-default of search engines.

/** The address of a page's version in one language. */
export function languageVersionUrl(url: string, language: Language): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

/** The hreflang alternates of a page: one per language, and x-default for the bare address. */
export function languageAlternates(url: string): Array<{ hreflang: string; href: string }> {
  return [...LANGUAGES.map((language) => ({ hreflang: language, href: languageVersionUrl(url, language) })), { hreflang: 'x-default', href: url }];
}
