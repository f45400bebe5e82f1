import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the answer changes once, when React has taken the server's HTML over,
// and React itself renders again at that moment (it compares the two snapshots after hydrating).
const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * False while the server renders and while the browser takes that HTML over (hydration), true
 * after, and from the start of a page the browser renders itself. What reads the browser or the
 * clock renders the server's answer until then, so the first render matches the HTML
 * (docs/decisions/033).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
