import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';

/**
 * The page inside a layout. The boundary stays mounted across navigations in the same layout,
 * so a navigation (a transition) keeps the current page on screen while the next one loads;
 * the spinner shows only when a page suspends outside a navigation.
 */
export function PageOutlet() {
  const { t } = useTranslation('common');
  return (
    <Suspense
      fallback={
        <div className="flex flex-1 items-center justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
