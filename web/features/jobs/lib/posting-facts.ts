// How a posting's pay and start date read (docs/product/jobs.md#what-the-work-is), in English and
// French without Intl, so the page the server renders and the browser's first render agree
// (docs/decisions/032).
import type { Pay } from '@common/contracts/jobs';
import { plainLanguage, plainLongDate, plainWholeNumber } from '@common/plain-format';

/** An amount of dollars: "$1,250" or "$17.50" in English, "1 250 $" or "17,50 $" in French. */
export function formatDollars(amount: number, locale: string): string {
  const language = plainLanguage(locale) ?? 'en';
  const cents = Math.round(amount * 100);
  const whole = plainWholeNumber(Math.floor(cents / 100), language) ?? String(Math.floor(cents / 100));
  const fraction = cents % 100 === 0 ? '' : `${language === 'en' ? '.' : ','}${String(cents % 100).padStart(2, '0')}`;
  return language === 'en' ? `$${whole}${fraction}` : `${whole}${fraction}\u00a0$`;
}

/** The pay's translation key and values: paid (the amount and its unit), or unpaid. */
export function payText(
  pay: Pay,
  locale: string,
): { key: 'facts.unpaid' } | { key: `facts.payPer.${NonNullable<Pay['unit']>}`; amount: string; currency: string } {
  if (pay.kind === 'unpaid' || pay.amount === null || pay.unit === null) return { key: 'facts.unpaid' };
  return { key: `facts.payPer.${pay.unit}`, amount: formatDollars(pay.amount, locale), currency: pay.currency ?? 'CAD' };
}

/** A calendar day ("2027-07-02") as it reads: "July 2, 2027", "2 juillet 2027"; the same everywhere, it is a day, not an instant. */
export function formatDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return plainLongDate(year, month - 1, date, plainLanguage(locale) ?? 'en');
}
