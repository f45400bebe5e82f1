import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_PAGE_PATHS } from '@common/contracts/seo';
import { Button } from '@web/components/ui/button';
import { ContentPage } from '../components/content-page';

export function EmployersPage() {
  const { t } = useTranslation('content');
  return (
    <ContentPage
      page="employers"
      actions={
        <>
          <Button asChild>
            <Link to="/setup-profile/employer">{t('employers.postCta')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={CONTENT_PAGE_PATHS.pricing}>{t('employers.pricingCta')}</Link>
          </Button>
        </>
      }
    />
  );
}
