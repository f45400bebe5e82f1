import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';

export type LinkResultState = 'working' | 'done' | 'invalid' | 'failed';

/**
 * What a link from a newsletter e-mail shows (the confirm and the unsubscribe page): working,
 * done, a link that does not work, or a failure worth trying again. `texts` names the section of
 * the newsletter namespace with the page's own words.
 */
export function LinkResultCard({ state, texts }: { state: LinkResultState; texts: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation('newsletter');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-16">
      <Card className="w-full">
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">{t(`${texts}.title`)}</p>
          <h1 className="flex items-center gap-2 text-2xl font-semibold leading-tight">
            {state === 'working' && <LoaderCircle aria-hidden="true" className="size-6 shrink-0 animate-spin text-primary" />}
            {state === 'done' && <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />}
            {(state === 'invalid' || state === 'failed') && (
              <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-destructive dark:text-red-300" />
            )}
            {state === 'done' ? t(`${texts}.doneTitle`) : state === 'working' ? t(`${texts}.working`) : t(`${texts}.invalidTitle`)}
          </h1>
          <CardDescription role="status" size="lg">
            {state === 'done' && t(`${texts}.doneDescription`)}
            {state === 'invalid' && t(`${texts}.invalidDescription`)}
            {state === 'failed' && t(`${texts}.failed`)}
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/">{t(`${texts}.home`)}</Link>
          </Button>
          {state !== 'done' && state !== 'working' && (
            <Button asChild variant="outline">
              <Link to="/contact">{t(`${texts}.contact`)}</Link>
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
