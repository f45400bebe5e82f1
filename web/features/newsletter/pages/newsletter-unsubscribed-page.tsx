import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import { useUnsubscribeFromNewsletter } from '../api/unsubscribe';

/**
 * Where the link in a newsletter e-mail lands (/newsletter/unsubscribed?token=…). The page sends
 * the token itself, so nobody has to sign in; opening the link twice is harmless.
 */
export function NewsletterUnsubscribedPage() {
  const { t } = useTranslation('newsletter');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeFromNewsletter();
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  const isInvalid = !token || (unsubscribe.error instanceof ApiError && [400, 404].includes(unsubscribe.error.status));
  const state = unsubscribe.isSuccess ? 'done' : isInvalid ? 'invalid' : unsubscribe.isError ? 'failed' : 'working';

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-16">
      <Card className="w-full">
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">{t('unsubscribe.title')}</p>
          <h1 className="flex items-center gap-2 text-2xl font-semibold leading-tight">
            {state === 'working' && <LoaderCircle aria-hidden="true" className="size-6 shrink-0 animate-spin text-primary" />}
            {state === 'done' && <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />}
            {(state === 'invalid' || state === 'failed') && (
              <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-destructive dark:text-red-300" />
            )}
            {state === 'done' ? t('unsubscribe.doneTitle') : state === 'working' ? t('unsubscribe.working') : t('unsubscribe.invalidTitle')}
          </h1>
          <CardDescription role="status" className="text-base">
            {state === 'done' && t('unsubscribe.doneDescription')}
            {state === 'invalid' && t('unsubscribe.invalidDescription')}
            {state === 'failed' && t('unsubscribe.failed')}
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/">{t('unsubscribe.home')}</Link>
          </Button>
          {state !== 'done' && state !== 'working' && (
            <Button asChild variant="outline">
              <Link to="/contact">{t('unsubscribe.contact')}</Link>
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
