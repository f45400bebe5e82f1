import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@web/lib/use-document-title';
import type { Screen } from './route-table';

/**
 * The browser tab's title of a screen, in the page's language: "<screen> | FirstRung", the landing
 * page's own line. The build writes it into each prerendered page too (web/prerender/render-page.tsx),
 * so the title is right before the app runs; a page with a title of its own (a posting's) sets it over this one.
 */
export function screenTitle(t: TFunction<'shell'>, screen: Screen | 'notFound'): string {
  return screen === 'landing' ? t('pageTitles.landing') : t('pageTitle', { page: t(`pageTitles.${screen}`) });
}

/** Sets the tab's title for the screen shown; rendered before the screen's page, whose own title (if any) comes after. */
export function ScreenTitle({ screen }: { screen: Screen | 'notFound' }) {
  const { t } = useTranslation('shell');
  useDocumentTitle(screenTitle(t, screen));
  return null;
}
