import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@web/components/layout/page-container';
import { Button } from '@web/components/ui/button';
import { useCurrentUser } from '@web/features/auth';
import { preloadable } from '@web/lib/preloadable';
import { useJobs } from '../api/get-jobs';
import { JobFiltersPanel } from '../components/job-filters-panel';
import { JobResults } from '../components/job-results';
import { JobSearchForm } from '../components/job-search-form';
import { JobSortSelect } from '../components/job-sort-select';
import { nearErrorOf } from '../lib/near-error';
import { readFilters, writeFilters } from '../lib/url-filters';
import { countWorkFilters } from '../lib/work-filters';

// Students only, and a dialog: its code is fetched when a student opens the page, never by a
// visitor (the page's first download has a budget: tests/budget).
const SaveSearchDialog = preloadable(() => import('../components/save-search-dialog').then((module) => module.SaveSearchDialog));
const HomePostalCodeReader = preloadable(() => import('../components/home-postal-code-reader').then((module) => module.HomePostalCodeReader));

/** Search, filters, order and a two-column grid (docs/product/jobs.md#browse); all of them live in the URL. */
export function JobBrowsePage() {
  const { t } = useTranslation('jobs');
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  // A student's home postal code: a distance alone searches from it, and "nearest first" is offered (docs/product/near-me.md).
  const [homePostalCode, setHomePostalCode] = useState<string | null>(null);
  // The list's own query (one cache entry with the results'): its refusal of the place shows under the Near field.
  const jobs = useJobs(filters);
  const nearError = jobs.isError ? nearErrorOf(jobs.error, Boolean(filters.near || filters.within)) : null;
  const measuresFrom = (near: string) => Boolean(near || homePostalCode);
  const filterKey = [
    filters.city,
    filters.near,
    filters.within,
    '|',
    ...filters.industries,
    '|',
    ...filters.types,
    '|',
    ...Object.values(filters.work),
  ].join(',');
  // Below the two-column width the panel is folded behind a button, so results come first on a phone.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters =
    (filters.city ? 1 : 0) +
    (filters.near || filters.within ? 1 : 0) +
    filters.industries.length +
    filters.types.length +
    countWorkFilters(filters.work);

  return (
    <PageContainer title={t('browse.title')} description={t('browse.subtitle')}>
      <JobSearchForm key={filters.q} initial={filters.q} onSearch={(q) => setParams(writeFilters({ ...filters, q }))} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <JobSortSelect
          value={filters.sort}
          offerDistance={measuresFrom(filters.near)}
          onChange={(sort) => setParams(writeFilters({ ...filters, sort }))}
        />
        {user?.role === 'student' && (
          <Suspense fallback={null}>
            <SaveSearchDialog.Component filters={filters} />
            <HomePostalCodeReader.Component onRead={setHomePostalCode} />
          </Suspense>
        )}
      </div>
      <Button
        type="button"
        variant="outline"
        className="mt-3 lg:hidden"
        aria-expanded={filtersOpen}
        aria-controls="job-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {activeFilters > 0 ? t('filters.toggleActive', { active: activeFilters }) : t('filters.title')}
      </Button>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside id="job-filters" aria-label={t('filters.title')} className={filtersOpen ? undefined : 'max-lg:hidden'}>
          {/* Remounted when the URL changes (Back), so the panel shows what is applied. */}
          <JobFiltersPanel
            key={filterKey}
            applied={filters}
            offerAllAges={user?.role === 'student'}
            nearError={nearError}
            homePostalCode={homePostalCode}
            onApply={({ city, near, within, industries, types, work }) => {
              setFiltersOpen(false);
              // "Nearest first" needs a place to measure from: without one the list goes back to the default order.
              const sort = filters.sort === 'distance' && !measuresFrom(near.trim()) ? 'newest' : filters.sort;
              setParams(writeFilters({ ...filters, city: city.trim(), near: near.trim(), within, industries, types, work, sort }));
            }}
          />
        </aside>
        <JobResults filters={filters} />
      </div>
    </PageContainer>
  );
}
