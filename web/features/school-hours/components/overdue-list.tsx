import { AlarmClock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placementPagePath } from '@common/placement-paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format-date';
import { formatHours } from '@web/lib/format-hours';
import { useOverduePlacements } from '../api/school-hours';

/**
 * "Overdue" on the school's placement board (docs/product/placement-hours.md#the-schools-views): hours
 * awaiting the supervisor past 3 days, evaluations and reflections missing after the end date,
 * sign-offs waiting; oldest first, each leading to its placement.
 */
export function OverdueList() {
  const { t, i18n } = useTranslation('school-hours');
  const id = useId();
  const overdue = useOverduePlacements();
  const items = overdue.data?.items ?? [];
  const total = overdue.data?.total ?? 0;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`} className="flex items-center gap-2">
          <AlarmClock aria-hidden="true" className="size-5" />
          {t('overdue.title')}
        </CardTitle>
        <CardDescription>{t('overdue.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {overdue.isPending && <Spinner label={t('loading')} />}
        {overdue.isError && (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {t('loadFailed')}
          </p>
        )}
        {overdue.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('overdue.none')}</p>}
        {items.length > 0 && (
          <ul className="grid gap-2" aria-label={t('overdue.listLabel')}>
            {items.map((item) => (
              <li
                key={`${item.placementId}-${item.kind}`}
                className="flex flex-col gap-1 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link to={placementPagePath(item.placementId)} className="font-medium break-words text-primary underline underline-offset-4">
                    {t('overdue.placement', { student: item.studentName, job: item.jobTitle })}
                  </Link>
                  <p className="text-sm break-words">
                    {t(`overdue.kinds.${item.kind}`)}
                    {item.pendingMinutes !== null &&
                      ` · ${t('overdue.pendingHours', { hours: formatHours(item.pendingMinutes / 60, i18n.language) })}`}
                  </p>
                </div>
                <p className="text-sm text-muted-foreground">
                  {t('overdue.since', { date: formatDate(item.since, i18n.language, { style: 'short' }) })}
                </p>
              </li>
            ))}
          </ul>
        )}
        {total > items.length && <p className="text-sm text-muted-foreground">{t('overdue.more', { shown: items.length, total })}</p>}
      </CardContent>
    </Card>
  );
}
