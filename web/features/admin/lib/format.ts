/** A short date for the tables in the reader's language (i18n.language), e.g. "Mar 4, 2025", "4 mars 2025". */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** A date and time in the reader's language, e.g. "Mar 4, 2025, 3:05 PM", "4 mars 2025, 15 h 05". */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function displayName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.email;
}
