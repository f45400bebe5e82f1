import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { usePlacements } from '../api/get-placements';
import { StatusBadge } from './status-badge';

/** Every application of the institution's students, with its status (docs/product/schools.md#roster-and-placements). */
export function PlacementsTable() {
  const { t, i18n } = useTranslation('institutions');
  const placements = usePlacements();
  const rows = placements.data?.items ?? [];
  const total = placements.data?.total ?? rows.length;
  const placementCount = placements.data?.placementCount;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('placements.title')}</CardTitle>
        <CardDescription>{t('placements.description')}</CardDescription>
        {placementCount != null && <p className="text-2xl font-bold">{t('placements.count', { count: placementCount })}</p>}
      </CardHeader>
      <CardContent>
        {placements.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {placements.isSuccess && rows.length === 0 && <p className="text-sm text-muted-foreground">{t('placements.none')}</p>}
        {rows.length > 0 && (
          <div className="overflow-x-auto rounded-md border" role="region" aria-label={t('placements.tableLabel')} tabIndex={0}>
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
                      {[placement.student.firstName, placement.student.lastName].filter(Boolean).join(' ') || t('students.unnamed')}
                    </th>
                    <td className="p-3">{placement.job.title}</td>
                    <td className="p-3">{placement.employer.companyName}</td>
                    <td className="p-3">
                      <StatusBadge status={placement.status} />
                    </td>
                    <td className="p-3">{new Date(placement.createdAt).toLocaleDateString(i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {total > rows.length && <p className="mt-2 text-sm text-muted-foreground">{t('placements.moreNotShown', { shown: rows.length, total })}</p>}
      </CardContent>
    </Card>
  );
}
