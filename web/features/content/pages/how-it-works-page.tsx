import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { ContentPage } from '../components/content-page';

export function HowItWorksPage() {
  const { t } = useTranslation('content');
  return (
    <ContentPage
      page="howItWorks"
      actions={
        <>
          <Button asChild>
            <Link to="/jobs">{t('pricing.plans.students.cta')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/resources">{t('resources.title')}</Link>
          </Button>
        </>
      }
    />
  );
}
