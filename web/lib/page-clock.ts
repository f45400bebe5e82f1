import { createContext, useContext } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The moment the server rendered the page (ms since the epoch), when it did; the browser reads it
 * from the page (RENDERED_AT_ATTRIBUTE, web/main.tsx). Undefined for a page the browser renders.
 */
export const PageRenderTime = createContext<number | undefined>(undefined);

/**
 * Now, for what a page shows by the clock (a deadline that has passed). While the browser takes
 * over a page the server rendered, the server's moment: a deadline passing between the two would
 * otherwise change the HTML under React (docs/decisions/033). The real clock right after.
 */
export function useNow(): Date {
  const hydrated = useHydrated();
  const renderedAt = useContext(PageRenderTime);
  return hydrated || renderedAt === undefined ? new Date() : new Date(renderedAt);
}
