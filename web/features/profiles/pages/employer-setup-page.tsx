import { useTranslation } from 'react-i18next';
import { PageContainer } from '@web/components/layout/page-container';

/** Placeholder: the profiles feature replaces this page; the router imports it by this name. */
export function EmployerSetupPage() {
  const { t } = useTranslation('profiles');
  return <PageContainer title={t('employerSetup.title')} description={t('comingSoon')} />;
}
