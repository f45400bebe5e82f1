import { useTranslation } from 'react-i18next';
import { PageContainer } from '@web/components/layout/page-container';

/** Placeholder: the profiles feature replaces this page; the router imports it by this name. */
export function InstitutionSetupPage() {
  const { t } = useTranslation('profiles');
  return <PageContainer title={t('institutionSetup.title')} description={t('comingSoon')} />;
}
