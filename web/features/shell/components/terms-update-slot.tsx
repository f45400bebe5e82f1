import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CONTENT_PAGE_PATHS } from '@common/contracts/seo';
import { useCurrentUser } from '@web/features/auth';

// The dialog is needed once per account and version, so its code and texts come only then.
const TermsUpdateDialog = lazy(() => import('./terms-update-dialog').then((module) => ({ default: module.TermsUpdateDialog })));

/** The pages the dialog links to: open there, it would cover the very text it asks to read. */
const TEXT_PAGES: readonly string[] = [CONTENT_PAGE_PATHS.terms, CONTENT_PAGE_PATHS.privacy];

/**
 * The dialog asking for the current terms, for a signed-in user who has not accepted them. Never
 * while an admin views as someone: nobody accepts on another person's behalf (the server refuses
 * it too).
 */
export function TermsUpdateSlot() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || user.termsAccepted || user.impersonating || TEXT_PAGES.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <TermsUpdateDialog />
    </Suspense>
  );
}
