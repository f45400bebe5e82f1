import { useTranslation } from 'react-i18next';
import { PageContainer } from '@web/components/layout/page-container';
import { useCurrentUser } from '@web/features/auth';

/** Placeholder: the dashboards feature replaces this page; the router imports it by this name. */
export function StudentHomePage() {
  const { t } = useTranslation('dashboards');
  const { data: user } = useCurrentUser();
  return (
    <PageContainer
      title={t('student.title', { firstName: user?.firstName || user?.email || '' })}
      description={t('comingSoon')}
    />
  );
}
