import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@web/components/layout/page-container';
import { JobFiltersPanel } from '../components/job-filters-panel';
import { JobResults } from '../components/job-results';
import { JobSearchForm } from '../components/job-search-form';
import { readFilters, writeFilters } from '../lib/url-filters';

/** Search, filters and a two-column grid (docs/product/jobs.md#browse); the query and filters live in the URL. */
export function JobBrowsePage() {
  const { t } = useTranslation('jobs');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const filterKey = [...filters.industries, '|', ...filters.types].join(',');

  return (
    <PageContainer title={t('browse.title')} description={t('browse.subtitle')}>
      <JobSearchForm key={filters.q} initial={filters.q} onSearch={(q) => setParams(writeFilters({ ...filters, q }))} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={t('filters.title')}>
          {/* Remounted when the URL changes (Back), so the panel shows what is applied. */}
          <JobFiltersPanel
            key={filterKey}
            applied={filters}
            onApply={({ industries, types }) => setParams(writeFilters({ q: filters.q, industries, types }))}
          />
        </aside>
        <JobResults filters={filters} />
      </div>
    </PageContainer>
  );
}
