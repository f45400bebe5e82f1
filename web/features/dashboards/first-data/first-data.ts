// What a home page shows first, asked for as soon as the page is known: beside its code rather
// than after it, and all at once rather than a card's list after another card has rendered (the
// router waits for both: web/app/router.tsx, preloadFirstScreen). The page then renders once,
// whole, instead of a spinner that gives way to cards that push each other down on a slow phone
// (docs/benchmarks.md, "Signed-in pages on a phone"). Each list is asked exactly as its card asks
// (the features' own query options), so the card finds it in the cache; a failure is left to the
// card, which asks again and shows its error. One module per home page, each its own chunk, so a
// page fetches no other page's lists' code.
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@common/contracts/auth';

/** Fetches a page's first data into the cache; settles when all of it has (fetched or failed). */
export type FirstData = (client: QueryClient, user: CurrentUser) => Promise<unknown>;

export const settled = (fetches: Array<Promise<unknown>>) => Promise.allSettled(fetches);
