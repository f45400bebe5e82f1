import { Suspense } from 'react';
import type { CurrentUser } from '@common/contracts/auth';
import { preloadable } from '@web/lib/preloadable';
import { showLanguage } from '../lib/show-language';

// Only a signed-in user has an account language: its code is its own chunk, fetched by the
// router with a signed-in user's first page (as the account menu is), never by a visitor.
const accountLanguage = preloadable(() => import('./account-language').then((module) => module.AccountLanguage));

/** The code of the account's language, for the router to fetch with a signed-in user's first page. */
export const accountLanguageCode = { preload: accountLanguage.preload, isLoaded: accountLanguage.isLoaded };

/** Shows a signed-in user's saved language before their first page renders (not an admin viewing as them). */
export function showAccountLanguage(user: CurrentUser): Promise<void> {
  return user.language && !user.impersonating ? showLanguage(user.language) : Promise.resolve();
}

/** Keeps the app in the signed-in user's language (account-language.tsx). */
export function AccountLanguageSlot({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={null}>
      <accountLanguage.Component user={user} />
    </Suspense>
  );
}
