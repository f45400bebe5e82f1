import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '@web/components/layout/page-container';

/** Placeholder for /jobs/{id}: the jobs feature replaces this page; the router imports it by name. */
export function JobDetailPage() {
  const { t } = useTranslation('jobs');
  const { id = '' } = useParams();
  return <PageContainer title={t('detail.title', { id })} description={t('comingSoon')} />;
}
