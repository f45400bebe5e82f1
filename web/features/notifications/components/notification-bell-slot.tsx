import { Suspense } from 'react';
import i18n from '@web/i18n';
import { preloadable } from '@web/lib/preloadable';

// The bell is for signed-in users only, so it is its own chunk with its translations, as the account
// menu is (web/features/shell/components/account-menu-slot.tsx): a visitor's first download does not
// carry it, and the router fetches it with a signed-in user's first page.
const bell = preloadable(() =>
  Promise.all([import('./notification-bell'), i18n.loadNamespaces(['notifications'])]).then(([module]) => module.NotificationBell),
);

/** The bell's code, for the router to fetch with a signed-in user's first page. */
export const notificationBellCode = { preload: bell.preload, isLoaded: bell.isLoaded };

/** The bell (an empty place of its size while its code is on its way, never the whole header). */
export function NotificationBellSlot() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
      <bell.Component />
    </Suspense>
  );
}
