import { useContext, useSyncExternalStore } from 'react';
import { calendarDayIn, isTimeZone } from '@common/zoned-calendar';
import { formatDate, formatDateBy } from './format-date';
import { PageDateZone } from './page-clock';

// The reader's time zone does not change under a page: nothing to subscribe to. React renders
// again with the browser's snapshot right after taking the server's HTML over.
const subscribe = () => () => undefined;

/** A date as the server wrote it in `zone`: 'local' when that is the browser's own zone (page-data.ts). */
function inServerZone(iso: string, language: string, zone: string): string {
  if (zone === 'local' || zone === 'UTC') return formatDate(iso, language, { zone });
  // A zone this browser's Intl does not know: its own day rather than an error; React renders
  // the page again should that differ from the HTML.
  if (!isTimeZone(zone)) return formatDate(iso, language);
  return formatDateBy(iso, language, (date) => calendarDayIn(zone, date), zone);
}

/**
 * What a date shows as: in the HTML the server renders and while the browser takes it over, in
 * the zone the server wrote it in (the reader's remembered zone, or UTC: the first render must
 * match the HTML); in the reader's zone in the browser. Without Intl in English and French
 * (decision 032) but for a page written in a zone that is not the browser's.
 */
export const readerDateSnapshots = (iso: string | null, language: string, serverZone = 'UTC') => ({
  server: () => iso && inServerZone(iso, language, serverZone),
  browser: () => iso && formatDate(iso, language),
});

/** A date in the reader's language and, once the page is the browser's, time zone (docs/decisions/033 and 034); null for none. */
export function useReaderDate(iso: string | null, language: string): string | null {
  const snapshots = readerDateSnapshots(iso, language, useContext(PageDateZone));
  return useSyncExternalStore(subscribe, snapshots.browser, snapshots.server);
}
