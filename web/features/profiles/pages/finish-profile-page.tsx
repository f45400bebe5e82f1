import { CalendarDays, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { AccountManagementCard } from '@web/features/account';
import { useCurrentUser } from '@web/features/auth';

const SETUP_PATH = { student: '/setup-profile/student', employer: '/setup-profile/employer', institution: '/setup-profile/institution' } as const;

/**
 * The home (`/`) of a user who has a role but skipped their profile (docs/product/profiles.md#skipping):
 * it says what waits for the profile and leads back to the form, instead of sending them to it again.
 */
export function FinishProfilePage() {
  const { t } = useTranslation('profiles');
  const { data: user } = useCurrentUser();
  const role = user?.role === 'student' || user?.role === 'employer' || user?.role === 'institution' ? user.role : null;
  if (!role) return null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('finish.title', { name: user?.firstName ?? '' }).trim()}</h1>
        <p className="mt-2 text-muted-foreground">{t(`finish.description.${role}`)}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('finish.cardTitle')}</CardTitle>
          <CardDescription>{t(`finish.waiting.${role}`)}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={SETUP_PATH[role]}>
              <ClipboardList aria-hidden="true" />
              {t('finish.finishButton')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/events">
              <CalendarDays aria-hidden="true" />
              {t('finish.eventsButton')}
            </Link>
          </Button>
        </CardContent>
      </Card>
      <AccountManagementCard />
    </div>
  );
}
