import { Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { usePartnerJobs } from '../api/partners';
import { useChoiceLabel } from '@web/lib/choice-labels';

/** "Partner opportunities" on the school's dashboard: the live postings of its accepted partners, newest first. */
export function PartnerOpportunitiesCard() {
  const { t } = useTranslation('partners');
  const jobTypeLabel = useChoiceLabel('jobTypes');
  const jobs = usePartnerJobs();
  const items = jobs.data?.items ?? [];
  const total = jobs.data?.total ?? items.length;
  return (
    <Card role="region" aria-labelledby="partner-opportunities-title">
      <CardHeader>
        <CardTitle as="h2" id="partner-opportunities-title" className="flex items-center gap-2">
          <Briefcase aria-hidden="true" className="size-5" />
          {t('opportunities.title')}
        </CardTitle>
        <CardDescription>{t('opportunities.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {jobs.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {jobs.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('opportunities.none')}</p>}
        {items.length > 0 && (
          <ul className="grid gap-2">
            {items.map((job) => (
              <li key={job.id} className="rounded-md border p-3 [overflow-wrap:anywhere]">
                <Link to={`/jobs/${job.id}`} className="font-medium hover:underline focus-visible:underline">
                  {job.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {t('opportunities.details', { company: job.companyName, city: job.city, type: jobTypeLabel(job.type) })}
                </p>
              </li>
            ))}
          </ul>
        )}
        {total > items.length && (
          <p className="mt-2 text-sm text-muted-foreground">{t('opportunities.moreNotShown', { shown: items.length, total })}</p>
        )}
      </CardContent>
    </Card>
  );
}
