import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/**
 * On the student dashboard while the profile has no date of birth (docs/product/accounts.md#consent-at-sign-up):
 * the age decides whether a parent or guardian must consent, so it is asked before the first application.
 */
export function BirthDateNeededCard({ consentAge }: { consentAge: number }) {
  const { t } = useTranslation('guardian-consent');
  return (
    <Card role="region" aria-labelledby="birth-date-needed-title" className="border-amber-500/60">
      <CardHeader>
        <CardTitle as="h2" id="birth-date-needed-title" className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5" />
          {t('birthDate.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p>{t('birthDate.why', { age: consentAge })}</p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/setup-profile/student">{t('birthDate.add')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
