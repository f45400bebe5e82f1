import type { Language } from '@common/languages';
import english from '../../locales/en/seo.json';
import french from '../../locales/fr/seo.json';
import { fill } from '@common/messages';

// The fixed words of the pages the server writes for search engines (the job page's title and
// description around the employer's own words), in server/locales/<language>/seo.json.

type SeoTexts = typeof english;
const TEXTS: Record<Language, SeoTexts> = { en: english, fr: french };

/** One text in a language, its `{{name}}` placeholders filled (the values as they are: escaping is the caller's). */
export function seoText(language: Language, key: keyof SeoTexts, values: Record<string, string> = {}): string {
  return fill(TEXTS[language][key], values);
}
