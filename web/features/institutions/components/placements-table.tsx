import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@common/enums';
import { personName } from '@common/text';
import { ALL_STATUSES, ListFilters, ShowMoreButton, statusQuery, type ListFilterValue } from '@web/components/list-controls';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format-date';
import { usePlacements } from '../api/get-placements';
import { StatusBadge } from './status-badge';

/** Every application of the institution's students, with its status, filtered by status, a page at a time (docs/product/schools.md#roster-and-placements). */
export function PlacementsTable() {
  const { t, i18n } = useTranslation('institutions');
  const [filter, setFilter] = useState<ListFilterValue>({ q: '', status: ALL_STATUSES });
  const placements = usePlacements(statusQuery<ApplicationStatus>(filter.status));
  const firstPage = placements.data?.pages[0];
  const rows = placements.data?.pages.flatMap((page) => page.items) ?? [];
  const total = firstPage?.total ?? rows.length;
  const placementCount = firstPage?.placementCount;
  const filtered = filter.status !== ALL_STATUSES;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('placements.title')}</CardTitle>
        <CardDescription>{t('placements.description')}</CardDescription>
        {placementCount != null && <p className="text-2xl font-bold">{t('placements.count', { count: placementCount })}</p>}
      </CardHeader>
      <CardContent className="grid gap-3">
        {(filtered || rows.length > 0) && (
          <ListFilters
            value={filter}
            onChange={setFilter}
            statusLabel={t('placements.statusLabel')}
            statuses={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          />
        )}
        {placements.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {placements.isSuccess && rows.length === 0 && (
          <p className="text-sm text-muted-foreground">{t(filtered ? 'placements.noMatches' : 'placements.none')}</p>
        )}
        {rows.length > 0 && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('placements.shown', { shown: rows.length, total })}
          </p>
        )}
        {rows.length > 0 && (
          <div className="relative overflow-x-auto rounded-md border" role="region" aria-label={t('placements.tableLabel')} tabIndex={0}>
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-muted/50">
                <tr>
                  {(['student', 'opportunity', 'employer', 'status', 'applied'] as const).map((key) => (
                    <th key={key} scope="col" className="p-3 text-left font-medium">
                      {t(`placements.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((placement) => (
                  <tr key={placement.id} className="border-b last:border-0">
                    <th scope="row" className="p-3 text-left font-medium">
                      {personName(placement.student) || t('students.unnamed')}
                    </th>
                    <td className="p-3">{placement.job.title}</td>
                    <td className="p-3">{placement.employer.companyName}</td>
                    <td className="p-3">
                      <StatusBadge status={placement.status} />
                    </td>
                    <td className="p-3">{formatDate(placement.createdAt, i18n.language, { style: 'short' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ShowMoreButton query={placements} label={t('placements.more', { shown: rows.length, total })} />
      </CardContent>
    </Card>
  );
}
