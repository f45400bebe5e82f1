import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_PAGE_PATHS } from '@common/contracts/seo';
import { Button } from '@web/components/ui/button';
import { ContentPage } from '../components/content-page';

export function PrivacyPage() {
  const { t } = useTranslation('content');
  return (
    <ContentPage
      page="privacy"
      showUpdated
      actions={
        <Button asChild variant="outline">
          <Link to={CONTENT_PAGE_PATHS.contact}>{t('privacy.contactCta')}</Link>
        </Button>
      }
    />
  );
}
