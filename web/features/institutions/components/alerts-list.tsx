import { Bell, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBoundary } from '@web/components/error-boundary';
import { TextWithParts } from '@web/components/text/text-with-parts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { useDismissAlert } from '../api/dismiss-alert';
import { useAlerts } from '../api/get-alerts';

/** Dismissible alerts about high-school postings in the institution's city (docs/product/schools.md#alerts). */
export function AlertsList() {
  const { t } = useTranslation('institutions');
  const alerts = useAlerts();
  const dismiss = useDismissAlert();
  const items = alerts.data?.items ?? [];

  return (
    <Card role="region" aria-labelledby="institution-alerts-title">
      <CardHeader>
        <CardTitle as="h2" id="institution-alerts-title" className="flex items-center gap-2">
          <Bell aria-hidden="true" className="size-5" />
          {t('alerts.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {alerts.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {alerts.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('alerts.none')}</p>}
        {items.length > 0 && (
          <ul className="grid gap-2">
            {items.map((alert) => (
              <li key={alert.id} className="flex items-start justify-between gap-3 rounded-md border bg-accent/40 p-3">
                <ErrorBoundary>
                  <p className="min-w-0 break-words text-sm">
                    <TextWithParts
                      template={t('alerts.text', { skipInterpolation: true })}
                      values={{ city: alert.job.city, title: alert.job.title, companyName: alert.job.employer.companyName }}
                      parts={{ job: <Link to={`/jobs/${alert.job.id}`} className="font-medium text-primary underline underline-offset-4" /> }}
                    />
                  </p>
                </ErrorBoundary>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="shrink-0"
                  aria-label={t('alerts.dismiss', { title: alert.job.title })}
                  disabled={dismiss.isPending && dismiss.variables === alert.id}
                  onClick={() => dismiss.mutate(alert.id, { onError: () => toast({ variant: 'destructive', title: t('alerts.dismissFailed') }) })}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
