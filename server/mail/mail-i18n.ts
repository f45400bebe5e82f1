import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';

// The texts of every e-mail, in server/mail/locales/<language>/mail.json: the same i18next the
// browser uses, so French is one more file per language (no text is written in code).
const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
export const MAIL_LANGUAGES = fs.readdirSync(LOCALES_DIR).filter((entry) => fs.statSync(path.join(LOCALES_DIR, entry)).isDirectory());
export const DEFAULT_MAIL_LANGUAGE = 'en';

const instance = i18next.createInstance();
void instance.init({
  lng: DEFAULT_MAIL_LANGUAGE,
  fallbackLng: DEFAULT_MAIL_LANGUAGE,
  ns: ['mail'],
  defaultNS: 'mail',
  initImmediate: false,
  // Values are escaped where the HTML is written (compose-mail.ts), not by i18next: the plain-text
  // part must show them as they are.
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    MAIL_LANGUAGES.map((language) => [
      language,
      { mail: JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, 'mail.json'), 'utf8')) as object },
    ]),
  ),
});

/** The mail texts in a language (English when we do not have it). */
export function mailT(language: string = DEFAULT_MAIL_LANGUAGE): TFunction<'mail'> {
  return instance.getFixedT(MAIL_LANGUAGES.includes(language) ? language : DEFAULT_MAIL_LANGUAGE, 'mail');
}
