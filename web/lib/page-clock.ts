import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The moment the server rendered the page (ms since the epoch), when it did; the browser reads it
 * from the page (RENDERED_AT_ATTRIBUTE, web/main.tsx). Undefined for a page the browser renders.
 */
export const PageRenderTime = createContext<number | undefined>(undefined);

// Nothing to subscribe to: the answer changes once, when React has taken the server's HTML over,
// and React renders again by itself then (it compares the two snapshots after hydrating).
const subscribe = () => () => undefined;
const inBrowser = () => undefined;

/**
 * Now, for what a page shows by the clock (a deadline that has passed). While the server renders
 * the page and while the browser takes it over, the moment the server rendered it: a deadline
 * passing between the two would otherwise change the HTML under React (docs/decisions/033).
 * The real clock right after, and from the start of a page the browser renders itself.
 */
export function useNow(): Date {
  const renderedAt = useContext(PageRenderTime);
  const at = useSyncExternalStore(subscribe, inBrowser, () => renderedAt);
  return at === undefined ? new Date() : new Date(at);
}

/**
 * The zone whose calendar the server wrote the page's dates in (docs/decisions/034): the reader's
 * remembered zone, or UTC when it knew none. In the browser taking such a page over, 'local' when
 * that zone's offset is the browser's (the usual case, without Intl), else the zone's name.
 */
export const PageDateZone = createContext<string>('UTC');
