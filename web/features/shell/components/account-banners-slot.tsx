import { Suspense } from 'react';
import { useCurrentUser } from '@web/features/auth';
import { preloadable } from '@web/lib/preloadable';

// The impersonation and unconfirmed-address strips (and the account's language) are for signed-in
// users only, so they are their own chunk, as the account menu is: a visitor's first download does
// not carry them, and the router fetches them with a signed-in user's first page, so they are on
// screen with it.
const banners = preloadable(() => import('./account-banners').then((module) => module.AccountBanners));

/** The banners' code, for the router to fetch with a signed-in user's first page. */
export const accountBannersCode = { preload: banners.preload, isLoaded: banners.isLoaded };

/** The strips above the header of a signed-in user (nothing for a visitor). */
export function AccountBannersSlot() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <banners.Component />
    </Suspense>
  );
}
