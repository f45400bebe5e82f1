import { useTranslation } from 'react-i18next';
import { PageContainer } from '@web/components/layout/page-container';

/** Placeholder: the admin feature replaces this page; the router imports it by this name. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return <PageContainer title={t('dashboard.title')} description={t('comingSoon')} />;
}
