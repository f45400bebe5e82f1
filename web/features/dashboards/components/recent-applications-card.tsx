import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentApplication } from '@common/contracts/jobs';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ApplicationStatusBadge } from './application-status-badge';

/** The 5 most recent applications with their status (docs/product/dashboards.md#student-dashboard). */
export function RecentApplicationsCard({ applications }: { applications: StudentApplication[] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('student.recentApplications')}</CardTitle>
      </CardHeader>
      <CardContent>
        {applications.length === 0 ? (
          <p className="text-muted-foreground">{t('student.noApplications')}</p>
        ) : (
          <ul className="divide-y">
            {applications.map((application) => (
              <li key={application.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <Link to={`/jobs/${application.job.id}`} className="font-medium hover:underline">
                    {application.job.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {t('student.applicationMeta', {
                      company: application.job.companyName,
                      location: application.job.location,
                      type: application.job.type,
                    })}
                  </p>
                </div>
                <ApplicationStatusBadge status={application.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
