import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@common/contracts/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useAdminStats } from '../api/get-admin-stats';

const STAT_KEYS: Array<keyof AdminStats> = [
  'totalUsers',
  'totalStudents',
  'totalEmployers',
  'totalInstitutions',
  'totalJobs',
  'activeJobs',
  'totalApplications',
];

/** The admin stat cards (docs/product/admin.md). */
export function StatCards() {
  const { t, i18n } = useTranslation('admin');
  const stats = useAdminStats();
  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="sr-only">
        {t('stats.heading')}
      </h2>
      {stats.isPending && <Spinner label={t('loading')} />}
      {stats.isError && (
        <p role="alert" className="text-destructive">
          {t('stats.loadFailed')}
        </p>
      )}
      {stats.data && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {STAT_KEYS.map((key) => (
            <li key={key}>
              <Card className="h-full">
                <CardHeader size="sm" className="pb-1">
                  <CardTitle as="h3" size="sm" className="text-muted-foreground">
                    {t(`stats.${key}`)}
                  </CardTitle>
                </CardHeader>
                <CardContent size="sm">
                  <p className="text-2xl font-bold" data-testid={`stat-${key}`}>
                    {stats.data[key].toLocaleString(i18n.language)}
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
