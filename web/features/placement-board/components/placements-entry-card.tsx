import { ArrowRight, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLACEMENTS_PAGE_PATH } from '@common/placement-paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** The employer's "Placements" and the school's "Placement board" on their dashboards: what is there, and the way in. */
export function PlacementsEntryCard({ organisation }: { organisation: 'employer' | 'institution' }) {
  const { t } = useTranslation('placement-board');
  const texts =
    organisation === 'employer'
      ? { title: t('dashboard.employer.title'), description: t('dashboard.employer.description'), open: t('dashboard.employer.open') }
      : { title: t('dashboard.institution.title'), description: t('dashboard.institution.description'), open: t('dashboard.institution.open') };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={PLACEMENTS_PAGE_PATH}>
            <ClipboardList aria-hidden="true" />
            {texts.open}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
