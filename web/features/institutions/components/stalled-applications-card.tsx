import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { personName } from '@common/text';
import { ShowMoreButton } from '@web/components/list-controls';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useNow } from '@web/lib/page-clock';
import { useStalledApplications } from '../api/get-stalled-applications';
import { daysWaiting } from '../lib/days-waiting';
import { StatusBadge } from './status-badge';

/**
 * "Waiting for an answer": the students' applications an employer has left unanswered 7 days or
 * more, or closed with no response lately, oldest first, so the school can follow up with the
 * employer (docs/product/applications.md#schools-stalled-applications).
 */
export function StalledApplicationsCard() {
  const { t } = useTranslation('institutions');
  const stalled = useStalledApplications();
  const now = useNow();
  const rows = stalled.data?.pages.flatMap((page) => page.items) ?? [];
  const total = stalled.data?.pages[0]?.total ?? rows.length;
  return (
    <Card role="region" aria-labelledby="stalled-applications-title">
      <CardHeader>
        <CardTitle as="h2" id="stalled-applications-title" className="flex items-center gap-2">
          <Hourglass aria-hidden="true" className="size-5" />
          {t('stalled.title')}
        </CardTitle>
        <CardDescription>{t('stalled.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {stalled.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {stalled.isSuccess && rows.length === 0 && <p className="text-sm text-muted-foreground">{t('stalled.none')}</p>}
        {rows.length > 0 && (
          <ul className="grid gap-2" aria-label={t('stalled.listLabel')}>
            {rows.map((application) => (
              <li key={application.id} className="flex flex-col gap-1 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words">{personName(application.student) || t('students.unnamed')}</p>
                  <p className="text-sm break-words text-muted-foreground">
                    {t('stalled.posting', { title: application.job.title, company: application.job.companyName })}
                  </p>
                </div>
                {application.status === 'no_response' ? (
                  <StatusBadge status="no_response" />
                ) : (
                  <p className="text-sm font-medium">{t('stalled.waiting', { count: daysWaiting(application.createdAt, now) })}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        <ShowMoreButton query={stalled} label={t('stalled.more', { shown: rows.length, total })} />
      </CardContent>
    </Card>
  );
}
