import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Job } from '@common/contracts/jobs';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** The first 5 saved jobs (docs/product/dashboards.md#student-dashboard). */
export function SavedJobsCard({ jobs }: { jobs: Job[] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('student.savedJobs')}</CardTitle>
      </CardHeader>
      <CardContent>
        {jobs.length === 0 ? (
          <p className="text-muted-foreground">{t('student.noSavedJobs')}</p>
        ) : (
          <ul className="divide-y">
            {jobs.map((job) => (
              <li key={job.id} className="py-3">
                <Link to={`/jobs/${job.id}`} className="font-medium hover:underline">
                  {job.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {t('student.savedMeta', { company: job.companyName, city: job.city })}
                  {!job.isActive && ` · ${t('student.noLongerActive')}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
