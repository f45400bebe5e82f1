import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedJobsResponse } from '@common/contracts/jobs';
import { isClosedState, jobState, type JobState } from '@common/job-state';
import { ShowMoreButton } from '@web/components/list-controls';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { PagedList } from '../lib/paged-list';

/** A saved posting that is closed (filled or past its deadline) or switched off says so (docs/product/jobs.md#save). */
function useSavedJobNote() {
  const { t } = useTranslation('dashboards');
  return (state: JobState) => (isClosedState(state) ? ` · ${t('student.closed')}` : state === 'inactive' ? ` · ${t('student.noLongerActive')}` : '');
}

/** The most recently saved jobs, then "Show more" to the last (docs/product/dashboards.md#student-dashboard). */
export function SavedJobsCard({ query, total }: { query: PagedList<SavedJobsResponse>; total: number }) {
  const { t } = useTranslation('dashboards');
  const savedJobNote = useSavedJobNote();
  const jobs = query.data.pages.flatMap((page) => page.items);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('student.savedJobs')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {jobs.length === 0 ? (
          <p className="text-muted-foreground">{t('student.noSavedJobs')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('student.savedJobsList')}>
            {jobs.map((job) => (
              <li key={job.id} className="py-3">
                <Link to={`/jobs/${job.id}`} className="font-medium hover:underline">
                  {job.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {t('student.savedMeta', { company: job.companyName, city: job.city })}
                  {savedJobNote(jobState(job))}
                </p>
              </li>
            ))}
          </ul>
        )}
        <ShowMoreButton query={query} label={t('student.moreSavedJobs', { shown: jobs.length, total })} />
      </CardContent>
    </Card>
  );
}
