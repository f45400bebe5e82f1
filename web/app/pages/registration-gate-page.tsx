import { Building2, GraduationCap, School, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointUrl } from '@common/api/endpoint';
import { authEndpoints } from '@common/endpoints/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

const OPTIONS: Array<{ key: 'student' | 'employer' | 'institution'; icon: LucideIcon }> = [
  { key: 'student', icon: GraduationCap },
  { key: 'employer', icon: Building2 },
  { key: 'institution', icon: School },
];

/** Shown at /jobs to anyone without a profile (docs/product/screens.md, Registration Required gate). */
export function RegistrationGatePage() {
  const { t } = useTranslation('app');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('gate.title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('gate.subtitle')}</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {OPTIONS.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="flex h-full flex-col text-center">
              <CardHeader className="items-center">
                <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <CardTitle as="h2">{t(`gate.cards.${key}.title`)}</CardTitle>
                <CardDescription>{t(`gate.cards.${key}.description`)}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <Button asChild className="w-full">
                  <Link to={`/setup-profile/${key}`}>{t(`gate.cards.${key}.button`)}</Link>
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-muted-foreground">
        {t('gate.haveAccount')}{' '}
        <a href={endpointUrl(authEndpoints.login)} className="font-medium text-primary underline underline-offset-4">
          {t('gate.logIn')}
        </a>
      </p>
    </div>
  );
}
