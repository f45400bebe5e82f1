import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATIONS_PAGE_PATH } from '@common/notifications';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { useCurrentUser } from '@web/features/auth';
import { ApiError } from '@web/lib/api-client';
import { useEmailPreference } from '../api/notifications';

/**
 * Where the "Stop these e-mails" link of a notification e-mail lands (/email-preferences?token=…,
 * docs/product/notifications.md#switching-off). The page sends the token itself, so nobody has to
 * sign in: that kind's e-mails go off at once, and one button turns them back on.
 */
export function EmailPreferencesPage() {
  const { t } = useTranslation('notifications');
  const { data: user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const preference = useEmailPreference();
  const { mutate } = preference;

  useEffect(() => {
    if (token) mutate({ body: { token, email: false } });
  }, [token, mutate]);

  const isInvalid = !token || (preference.error instanceof ApiError && [400, 404].includes(preference.error.status));
  const answer = preference.data;
  const state = preference.isSuccess && answer ? (answer.email ? 'on' : 'off') : isInvalid ? 'invalid' : preference.isError ? 'failed' : 'working';
  const kind = answer ? t(`settings.kinds.${answer.kind}.title`) : '';

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-16">
      <Card className="w-full">
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">{t('emailPreferences.title')}</p>
          <h1 className="flex items-center gap-2 text-2xl font-semibold leading-tight">
            {state === 'working' && <LoaderCircle aria-hidden="true" className="size-6 shrink-0 animate-spin text-primary" />}
            {(state === 'off' || state === 'on') && <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />}
            {(state === 'invalid' || state === 'failed') && (
              <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-destructive dark:text-red-300" />
            )}
            {state === 'off'
              ? t('emailPreferences.offTitle')
              : state === 'on'
                ? t('emailPreferences.onTitle')
                : state === 'working'
                  ? t('emailPreferences.working')
                  : t('emailPreferences.invalidTitle')}
          </h1>
          <CardDescription role="status" size="lg">
            {state === 'off' && t('emailPreferences.offDescription', { kind })}
            {state === 'on' && t('emailPreferences.onDescription', { kind })}
            {state === 'invalid' && t('emailPreferences.invalidDescription')}
            {state === 'failed' && t('emailPreferences.failed')}
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {state === 'off' && (
            <Button onClick={() => mutate({ body: { token, email: true } })} disabled={preference.isPending}>
              {t('emailPreferences.undo')}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/">{t('emailPreferences.home')}</Link>
          </Button>
          {user && (
            <Button asChild variant="outline">
              <Link to={NOTIFICATIONS_PAGE_PATH}>{t('emailPreferences.settings')}</Link>
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
