import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@web/components/error-boundary';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useJobs } from '../api/get-jobs';
import { nearErrorOf } from '../lib/near-error';
import type { BrowseFilters } from '../lib/url-filters';
import { JobCard } from './job-card';

/** The total, where a search by distance measures from, the grid of cards and "Load more" (the next page by cursor). */
export function JobResults({ filters }: { filters: BrowseFilters }) {
  const { t } = useTranslation('jobs');
  const query = useJobs(filters);

  if (query.isPending) return <Spinner label={t('browse.loading')} />;
  if (query.isError)
    return (
      // A place the server does not know is said as it says it (also under the Near field), not as a failure to load.
      <p role="alert" className="text-destructive dark:text-red-300">
        {nearErrorOf(query.error, Boolean(filters.near || filters.within)) ?? t('browse.failed')}
      </p>
    );

  const jobs = query.data.pages.flatMap((page) => page.items);
  const first = query.data.pages[0];
  // Past the count's cap ("1,000+"), the figure grows with what is shown.
  const total = Math.max(first?.total ?? jobs.length, jobs.length);
  const atLeast = first?.totalIsCapped ?? false;
  const near = first?.near;
  return (
    <section aria-labelledby="results-heading" className="grid content-start gap-4">
      <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
        {t(atLeast ? 'browse.totalAtLeast' : 'browse.total', { count: total })}
      </h2>
      {near && (
        <p className="text-sm">
          {near.fromHome
            ? t('browse.nearHome', { km: near.withinKm, code: near.place.name })
            : t('browse.near', { km: near.withinKm, place: near.place.label })}
        </p>
      )}
      {/* A student sees the postings open to their age unless they chose every age (docs/product/jobs.md#what-the-work-is). */}
      {first?.forAge != null && <p className="text-sm text-muted-foreground">{t('browse.forAge', { age: first.forAge })}</p>}
      {jobs.length === 0 ? (
        <p className="text-muted-foreground">{t('browse.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id} className="min-w-0">
              <ErrorBoundary>
                <JobCard job={job} />
              </ErrorBoundary>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage
            ? t('browse.loadingMore')
            : t(atLeast ? 'browse.loadMoreOfAtLeast' : 'browse.loadMore', { shown: jobs.length, total })}
        </Button>
      )}
    </section>
  );
}
