import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { withPlainNames } from './plain-name';

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
  // No advertisement among the server's first log lines.
  showSupportNotice: false,
  resources: Object.fromEntries(
    MAIL_LANGUAGES.map((language) => [
      language,
      { mail: JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, 'mail.json'), 'utf8')) as object },
    ]),
  ),
});

/**
 * The mail texts in a language (English when we do not have it). Every value named like a name
 * (`name`, `studentName`, `companyName`, …) loses what reads as an address on the way in
 * (plain-name.ts): a name someone typed cannot put a link into our words, in any template.
 */
export function mailT(language: string = DEFAULT_MAIL_LANGUAGE): TFunction<'mail'> {
  const t = instance.getFixedT(MAIL_LANGUAGES.includes(language) ? language : DEFAULT_MAIL_LANGUAGE, 'mail');
  return ((key: string | string[], options?: unknown) => t(key, withPlainNames(options) as never)) as unknown as TFunction<'mail'>;
}
