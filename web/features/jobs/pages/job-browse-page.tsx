import { useTranslation } from 'react-i18next';
import { PageContainer } from '@web/components/layout/page-container';

/** Placeholder: the jobs feature replaces this page; the router imports it by this name. */
export function JobBrowsePage() {
  const { t } = useTranslation('jobs');
  return <PageContainer title={t('browse.title')} description={t('comingSoon')} />;
}
