// Hours as every screen writes them (the school's views, the student's total, a certificate): a number
// of hours with at most two decimals, grouped by thousands, in the reader's language. English and
// French are written without Intl, as common/plain-format.ts does (docs/decisions/032): a certificate
// stands on the placement's first screen. The caller decides the rounding of the minutes (a
// certificate's quarter hours: common/quarter-hours.ts).
import { plainLanguage, plainWholeNumber } from '@common/plain-format';

const formats = new Map<string, Intl.NumberFormat>();

/** Any other language, or a number plain writing does not take (negative, not finite), by Intl. */
function intlHours(hours: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  return format.format(hours);
}

/** 7.5 → "7.5" ("7,5" in French); 1042.5 → "1,042.5" ("1 042,5"); 2.0833… → "2.08". */
export function formatHours(hours: number, locale: string): string {
  const language = plainLanguage(locale);
  const hundredths = Math.round(hours * 100);
  const whole = language && hours >= 0 ? plainWholeNumber(Math.floor(hundredths / 100), language) : null;
  if (!language || whole === null) return intlHours(hours, locale);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}${language === 'fr' ? ',' : '.'}${fraction}` : whole;
}
