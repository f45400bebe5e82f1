import { useTranslation } from 'react-i18next';
import { PageContainer } from '@web/components/layout/page-container';

/** Placeholder: the dashboards feature replaces this page; the router imports it by this name. */
export function InstitutionHomePage() {
  const { t } = useTranslation('dashboards');
  return <PageContainer title={t('institution.title')} description={t('comingSoon')} />;
}
