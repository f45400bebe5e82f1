import type { Language } from '@common/languages';
import { fill } from '@common/messages';
import { plainWholeNumber } from '@common/plain-format';
import english from '../../locales/en/certificate.json';
import french from '../../locales/fr/certificate.json';

// The certificate's fixed words in its language (server/locales/<language>/certificate.json) and
// its hours written for that reader: "42.5 hours", "42,5 heures".

export type CertificateTexts = typeof english;
export type CertificateTextKey = keyof CertificateTexts;
const TEXTS: Record<Language, CertificateTexts> = { en: english, fr: french };

/** One text in a language, its `{{name}}` placeholders filled. */
export function certificateText(language: Language, key: CertificateTextKey, values: Record<string, string | number> = {}): string {
  return fill(TEXTS[language][key], Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
}

/**
 * Hours to the quarter hour as the reader writes them: "1,234.75 hours", "42.5 hours", "1 hour";
 * "42,5 heures", "1,5 heure" (French keeps the singular below 2).
 */
export function hoursText(hours: number, language: Language): string {
  const quarters = Math.round(hours * 4);
  const whole = Math.floor(quarters / 4);
  const fraction = ['', '25', '5', '75'][quarters % 4]!;
  const number = `${plainWholeNumber(whole, language) ?? String(whole)}${fraction ? (language === 'fr' ? ',' : '.') + fraction : ''}`;
  const singular = language === 'fr' ? quarters < 8 : quarters === 4;
  return certificateText(language, singular ? 'hoursOne' : 'hoursOther', { hours: number });
}
