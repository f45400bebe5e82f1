import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@web/components/error-boundary';
import { Spinner } from '@web/components/ui/spinner';

/**
 * The page inside a layout. The boundary stays mounted across navigations in the same layout,
 * so a navigation (a transition) keeps the current page on screen while the next one loads;
 * the spinner shows only when a page suspends outside a navigation.
 */
export function PageOutlet() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // A page that fails to render leaves the header and footer working; the next navigation retries.
  return (
    <ErrorBoundary resetKey={pathname} className="mx-auto my-10 w-full max-w-6xl">
      <Suspense
        fallback={
          <div className="flex flex-1 items-center justify-center py-16">
            <Spinner label={t('loading')} />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
