// What is missing (placement-step.ts's missingFor), written in the reader's language: its dates as
// days (the agreement's days are calendar days, the same everywhere: read in UTC) and its parties as a list.
import type { TFunction } from 'i18next';
import { formatDate } from '@web/lib/format-date';
import { formatList } from '@web/lib/format-list';
import type { Missing } from './placement-step';

/** "2027-07-05" as the reader reads a day. */
export const formatDay = (day: string, locale: string) => formatDate(`${day}T12:00:00Z`, locale, { style: 'short', zone: 'UTC' });

export function missingText(t: TFunction<'placement-board'>, missing: Missing, locale: string): string {
  if ('date' in missing) return t(missing.key, { date: formatDay(missing.date, locale) });
  if ('parties' in missing) {
    return t(missing.key, {
      parties: formatList(
        missing.parties.map((party) => t(`parties.${party}`)),
        locale,
      ),
    });
  }
  if ('reason' in missing) return t(missing.key, { reason: missing.reason });
  return t(missing.key);
}
