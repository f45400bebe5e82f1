import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@web/components/layout/page-container';
import { contentSectionSchema, readList } from '../lib/content-sections';
import { ContentSections } from './content-sections';

export type ContentPageKey = 'howItWorks' | 'resources' | 'employers' | 'privacy' | 'terms';

/**
 * A page of plain-language copy from content.json: its title (the page's one h1), intro,
 * sections, and optional links at the end (actions) or a "last updated" line (policies).
 */
export function ContentPage({ page, actions, showUpdated = false }: { page: ContentPageKey; actions?: ReactNode; showUpdated?: boolean }) {
  const { t } = useTranslation('content');
  const title = t(`${page}.title`);
  const sections = readList(contentSectionSchema, t(`${page}.sections`, { returnObjects: true }));
  return (
    <PageContainer title={title} description={t(`${page}.intro`)} narrow>
      {showUpdated && <p className="-mt-4 mb-8 text-sm text-muted-foreground">{t('lastUpdated', { date: t(`${page}.updated`) })}</p>}
      <ContentSections sections={sections} />
      {actions && <div className="mt-10 flex flex-col gap-3 sm:flex-row">{actions}</div>}
    </PageContainer>
  );
}
