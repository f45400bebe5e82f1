import { useSyncExternalStore } from 'react';
import { formatDate } from './format';

// The reader's time zone does not change under a page: nothing to subscribe to. React renders
// again with the browser's snapshot right after taking the server's HTML over.
const subscribe = () => () => undefined;

/**
 * What a date shows as: in UTC in the HTML the server renders and while the browser takes it
 * over (the server cannot know the reader's time zone, and the first render must match its
 * HTML); in the reader's zone in the browser. Both without Intl in English and French (decision 032).
 */
export const readerDateSnapshots = (iso: string | null, language: string) => ({
  server: () => iso && formatDate(iso, language, 'utc'),
  browser: () => iso && formatDate(iso, language),
});

/** A date in the reader's language and, once the page is the browser's, time zone (docs/decisions/033); null for none. */
export function useReaderDate(iso: string | null, language: string): string | null {
  const snapshots = readerDateSnapshots(iso, language);
  return useSyncExternalStore(subscribe, snapshots.browser, snapshots.server);
}
