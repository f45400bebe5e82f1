import { ROSTER_TEMPLATE } from '@common/contracts/roster-imports';

/**
 * The template's download link: a data URL of the header row the server reads, in the page's
 * language, with a byte order mark so that Excel opens its accents right.
 */
export function rosterTemplateHref(language: string): string {
  const { separator, headers } = ROSTER_TEMPLATE[language.startsWith('fr') ? 'fr' : 'en'];
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\ufeff${headers.join(separator)}\r\n`)}`;
}
