import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { InstitutionProfile } from '@common/contracts/profiles';

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}

/** Institution information, contact information and focus areas, from the profile (docs/product/schools.md). */
export function InstitutionDetails({ profile }: { profile: InstitutionProfile | null }) {
  const { t } = useTranslation('institutions');
  const orNotSet = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? t('info.notSet') : value);
  const place = [profile?.location, profile?.city, profile?.region, profile?.country].filter(Boolean).join(', ');
  const focusAreas = profile?.focusAreas ?? [];

  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('info.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {profile ? (
            <dl className="grid gap-3">
              <Detail label={t('info.type')} value={orNotSet(profile.institutionType)} />
              <Detail label={t('info.location')} value={orNotSet(place)} />
              <Detail label={t('info.students')} value={orNotSet(profile.numberOfStudents)} />
              <Detail label={t('info.established')} value={orNotSet(profile.establishedYear)} />
              <Detail
                label={t('info.website')}
                value={
                  profile.website ? (
                    <a href={profile.website} className="text-primary underline underline-offset-4" rel="noreferrer noopener" target="_blank">
                      {profile.website}
                    </a>
                  ) : (
                    t('info.notSet')
                  )
                }
              />
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t('info.setUp')}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('contact.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            <Detail label={t('contact.person')} value={orNotSet(profile?.contactPerson)} />
            <Detail
              label={t('contact.email')}
              value={
                profile?.contactEmail ? (
                  <a href={`mailto:${profile.contactEmail}`} className="text-primary underline underline-offset-4">
                    {profile.contactEmail}
                  </a>
                ) : (
                  t('info.notSet')
                )
              }
            />
            <Detail label={t('contact.phone')} value={orNotSet(profile?.contactPhone)} />
          </dl>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('focusAreas.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {focusAreas.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {focusAreas.map((area) => (
                  <li key={area}>
                    <Badge variant="secondary">{area}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('focusAreas.none')}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('quickActions.title')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Button asChild>
              <Link to="/jobs">{t('quickActions.browse')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/setup-profile/institution">{t('quickActions.updateProfile')}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
