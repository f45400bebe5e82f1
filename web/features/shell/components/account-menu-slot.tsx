import type { CurrentUser } from '@common/contracts/auth';
import i18n from '@web/i18n';
import { preloadable } from '@web/lib/preloadable';

// The account menu (a dropdown with its positioning engine) is for signed-in users only, so it is
// its own chunk: a visitor's first download does not carry it (docs/benchmarks.md#page-weight-and-lighthouse).
// The router fetches it with a signed-in user's first page, so the header does not wait for it.
// The "Messages" link rides in the same chunk with its texts: one fetch, nothing in a visitor's pages.
const accountMenu = preloadable(() =>
  Promise.all([import('./signed-in-controls'), i18n.loadNamespaces(['messages'])]).then(([module]) => module.SignedInControls),
);

/** The menu's code, for the router to fetch with a signed-in user's first page. */
export const accountMenuCode = { preload: accountMenu.preload, isLoaded: accountMenu.isLoaded };

/** The messages link and the account menu (their code loads with the first page of a signed-in user). */
export function AccountMenuSlot({ user }: { user: CurrentUser }) {
  return <accountMenu.Component user={user} />;
}
