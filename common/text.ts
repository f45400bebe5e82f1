// Pure text helpers shared by the forms and the server.

/** Spec 5: list fields are split on commas, trimmed, and empty items dropped. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Spec 2.2: a counter is the thousands-formatted number followed by "+"; missing means 0. */
export function formatCounter(value: number | null | undefined, locale = 'en-US'): string {
  return `${new Intl.NumberFormat(locale).format(value ?? 0)}+`;
}

/** Spec 2.3: avatar fallback is the first letter of firstName, else of email, else "?". */
export function avatarInitial(user: { firstName?: string | null; email?: string | null }): string {
  const source = user.firstName?.trim() || user.email?.trim() || '';
  return source ? source.charAt(0).toUpperCase() : '?';
}

/** Spec 2.3: the account menu label is firstName, else email. */
export function accountLabel(user: { firstName?: string | null; email?: string | null }): string {
  return user.firstName?.trim() || user.email || '';
}
