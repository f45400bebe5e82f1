// The languages FirstRung speaks (docs/decisions/026). English is the default and the fallback:
// a text missing in another language shows in English rather than as a key.

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A visitor's choice, remembered in the browser; a cookie so the server can answer in it too. */
export const LANGUAGE_COOKIE = 'firstrung_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header (or navigator.languages joined with
 * commas): the highest q-value wins, "fr-CA" counts as "fr", and English when none matches.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  let best: Language = DEFAULT_LANGUAGE;
  let bestQ = 0;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = part.split(';');
    const q = Number(parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined) ?? 1);
    const base = tag.trim().toLowerCase().split('-')[0];
    // Strictly higher: of equal q-values the first listed wins; q=0 (refused) and a malformed q never do.
    if (isLanguage(base) && q > bestQ) {
      best = base;
      bestQ = q;
    }
  }
  return best;
}
