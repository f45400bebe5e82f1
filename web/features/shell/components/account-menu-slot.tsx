import type { CurrentUser } from '@common/contracts/auth';
import { preloadable } from '@web/lib/preloadable';

// The account menu (a dropdown with its positioning engine) is for signed-in users only, so it is
// its own chunk: a visitor's first download does not carry it (docs/benchmarks.md#page-weight-and-lighthouse).
// The router fetches it with a signed-in user's first page, so the header does not wait for it.
const accountMenu = preloadable(() => import('./account-menu').then((module) => module.AccountMenu));

/** The menu's code, for the router to fetch with a signed-in user's first page. */
export const accountMenuCode = { preload: accountMenu.preload, isLoaded: accountMenu.isLoaded };

/** The account menu (its code loads with the first page of a signed-in user). */
export function AccountMenuSlot({ user }: { user: CurrentUser }) {
  return <accountMenu.Component user={user} />;
}
