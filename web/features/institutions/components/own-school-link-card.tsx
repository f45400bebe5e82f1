import { School } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useEndOwnSchoolLink, useOwnSchoolLink } from '../api/school-links';

/**
 * "Your school" on the student dashboard: where the student's request to join a school stands
 * (docs/product/schools.md#joining-a-school), with a way to cancel, leave, or pick another school.
 * Renders nothing when the profile names no school.
 */
export function OwnSchoolLinkCard() {
  const { t } = useTranslation('institutions');
  const link = useOwnSchoolLink().data?.link;
  const end = useEndOwnSchoolLink();
  if (!link) return null;

  const name = link.institution.institutionName;
  const endLink = () =>
    end.mutate(undefined, {
      onSuccess: () => toast({ title: t(`schoolLink.ended.${link.status}`, { name }) }),
      onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('schoolLink.endFailed') }),
    });

  return (
    <Card role="region" aria-labelledby="own-school-link-title">
      <CardHeader>
        <CardTitle as="h2" id="own-school-link-title" className="flex items-center gap-2">
          <School aria-hidden="true" className="size-5" />
          {t('schoolLink.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p data-testid="school-link-status">{t(`schoolLink.status.${link.status}`, { name })}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={endLink} disabled={end.isPending}>
            {t(`schoolLink.end.${link.status}`)}
          </Button>
          {(link.status === 'declined' || link.status === 'removed') && (
            <Button asChild variant="outline">
              <Link to="/setup-profile/student">{t('schoolLink.pickAnother')}</Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
