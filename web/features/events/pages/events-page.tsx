import { useTranslation } from 'react-i18next';
import { PageContainer } from '@web/components/layout/page-container';

/** Placeholder: the events feature replaces this page; the router imports it by this name. */
export function EventsPage() {
  const { t } = useTranslation('events');
  return <PageContainer title={t('list.title')} description={t('comingSoon')} />;
}
