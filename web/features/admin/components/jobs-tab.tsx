import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { useAdminJobs } from '../api/get-admin-jobs';
import { formatDate } from '@web/lib/format-date';
import { usePageWalker } from '../lib/use-page-walker';
import { Pager } from './pager';
import { JobsSearch } from './jobs-search';
import { Cell, HeaderCell, ScrollTable } from './scroll-table';
import { TakeDownDialog } from './take-down-dialog';

const COLUMNS = ['title', 'company', 'city', 'status', 'applications', 'views', 'posted', 'actions'] as const;

/** Every posting, inactive ones included, searched by title or company, each linked to its page, and Take down (docs/product/admin.md). */
export function JobsTab() {
  const { t, i18n } = useTranslation('admin');
  const [q, setQ] = useState('');
  const jobs = useAdminJobs(q);
  const pager = usePageWalker(jobs);
  return (
    <section aria-labelledby="admin-jobs-heading" className="grid grid-cols-1 gap-4">
      <h2 id="admin-jobs-heading" className="text-xl font-semibold">
        {t('jobs.heading')}
      </h2>
      <JobsSearch onSearch={setQ} />
      {jobs.isPending && <Spinner label={t('loading')} />}
      {jobs.isError && (
        <p role="alert" className="text-destructive">
          {t('jobs.loadFailed')}
        </p>
      )}
      {pager.items && (
        <div aria-busy={jobs.isFetching}>
          <ScrollTable label={t('jobs.tableLabel')}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <HeaderCell key={column}>{t(`jobs.columns.${column}`)}</HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {pager.items.map((job) => (
                <tr key={job.id} className="border-t">
                  <Cell className="font-medium">
                    <Link to={`/jobs/${job.id}`} className="text-primary underline underline-offset-4">
                      {job.title}
                    </Link>
                  </Cell>
                  <Cell>{job.companyName}</Cell>
                  <Cell>{job.city}</Cell>
                  <Cell>
                    {job.takenDownAt ? (
                      <div className="grid gap-1">
                        <Badge variant="destructive" className="justify-self-start">
                          {t('jobs.takenDown')}
                        </Badge>
                        <span className="text-xs text-muted-foreground">{t('jobs.reasonShown', { reason: job.takedownReason })}</span>
                      </div>
                    ) : (
                      <Badge variant={job.isActive ? 'secondary' : 'outline'}>{job.isActive ? t('jobs.active') : t('jobs.inactive')}</Badge>
                    )}
                  </Cell>
                  <Cell>{job.applicationCount}</Cell>
                  <Cell>{job.viewCount}</Cell>
                  <Cell className="whitespace-nowrap">{formatDate(job.createdAt, i18n.language, { style: 'short' })}</Cell>
                  <Cell>{!job.takenDownAt && <TakeDownDialog job={job} />}</Cell>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {pager.items.length === 0 && <p className="mt-3 text-muted-foreground">{t(q ? 'jobs.noMatch' : 'jobs.empty')}</p>}
          <Pager walker={pager} />
        </div>
      )}
    </section>
  );
}
