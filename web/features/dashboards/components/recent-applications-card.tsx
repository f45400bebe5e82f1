import { useTranslation } from 'react-i18next';
import type { StudentApplicationsResponse } from '@common/contracts/jobs';
import { ShowMoreButton } from '@web/components/list-controls';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { PagedList } from '../lib/paged-list';
import { StudentApplicationItem } from './student-application-item';

/** The most recent applications with their status, each can be withdrawn, then "Show more" to the last (docs/product/dashboards.md#student-dashboard). */
export function RecentApplicationsCard({ query, total }: { query: PagedList<StudentApplicationsResponse>; total: number }) {
  const { t } = useTranslation('dashboards');
  const applications = query.data.pages.flatMap((page) => page.items);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('student.recentApplications')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {applications.length === 0 ? (
          <p className="text-muted-foreground">{t('student.noApplications')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('student.applicationsList')}>
            {applications.map((application) => (
              <StudentApplicationItem key={application.id} application={application} />
            ))}
          </ul>
        )}
        <ShowMoreButton query={query} label={t('student.moreApplications', { shown: applications.length, total })} />
      </CardContent>
    </Card>
  );
}
