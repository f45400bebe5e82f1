// Pure text helpers shared by the forms and the server.
import { plainLanguage, plainWholeNumber } from './plain-format';

/** List fields are split on commas, trimmed, and empty items dropped (docs/product/profiles.md). */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * A landing counter is the thousands-formatted number followed by "+"; missing means 0
 * (docs/product/screens.md). Thousands as the reader's language writes them: "12,345+", "12 345+".
 */
export function formatCounter(value: number | null | undefined, locale: string): string {
  const language = plainLanguage(locale);
  const plain = language && plainWholeNumber(value ?? 0, language);
  return `${plain ?? new Intl.NumberFormat(locale).format(value ?? 0)}+`;
}

/** The avatar fallback is the first letter of firstName, else of email, else "?" (docs/product/screens.md). */
export function avatarInitial(user: { firstName?: string | null; email?: string | null }): string {
  const source = user.firstName?.trim() || user.email?.trim() || '';
  return source ? source.charAt(0).toUpperCase() : '?';
}

/**
 * A person's name as the screens write it: the first and last names, one left out when it is
 * missing or blank; '' when both are, for the caller's own fallback (the e-mail address, "Unnamed
 * student"), as the server's notifications and mails do (the account's name).
 */
export function personName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ');
}

/** The account menu label is firstName, else email (docs/product/screens.md). */
export function accountLabel(user: { firstName?: string | null; email?: string | null }): string {
  return user.firstName?.trim() || user.email || '';
}
