import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placementPagePath } from '@common/placement-paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useNow } from '@web/lib/page-clock';
import { formatHours } from '@web/lib/format-hours';
import { schoolHoursCsvUrl, useSchoolHours } from '../api/school-hours';
import { HoursTable, HoursTableRow } from './hours-table';
import { isValidPeriod, schoolYearToDate } from '../lib/hours';

/**
 * "Hours" on the school's placement board (docs/product/placement-hours.md#the-schools-views): its
 * students' verified hours by placement for a period of shift dates (this school year to date unless
 * changed), the total, and the same as a CSV file for insurance and the province's reporting.
 */
export function SchoolHoursPanel() {
  const { t, i18n } = useTranslation('school-hours');
  const id = useId();
  const now = useNow();
  const [period, setPeriod] = useState(() => schoolYearToDate(now));
  const valid = isValidPeriod(period.from, period.to);
  const hours = useSchoolHours(valid ? period : null);
  const rows = hours.data?.rows ?? [];
  const hoursOf = (minutes: number) => formatHours(minutes / 60, i18n.language);

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {t('hours.title')}
        </CardTitle>
        <CardDescription>{t('hours.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-from`}>{t('hours.from')}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={period.from}
              max={period.to}
              onChange={(event) => setPeriod({ ...period, from: event.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-to`}>{t('hours.to')}</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={period.to}
              min={period.from}
              onChange={(event) => setPeriod({ ...period, to: event.target.value })}
            />
          </div>
          {valid && (
            <Button asChild variant="outline">
              {/* A plain link: the browser downloads the file the server names. */}
              <a href={schoolHoursCsvUrl(period)} download>
                <Download aria-hidden="true" />
                {t('hours.download')}
              </a>
            </Button>
          )}
        </div>
        {!valid && (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {t('hours.invalidPeriod')}
          </p>
        )}
        {valid && hours.isPending && <Spinner label={t('loading')} />}
        {hours.isError && (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {t('loadFailed')}
          </p>
        )}
        {hours.isSuccess && rows.length === 0 && <p className="text-sm text-muted-foreground">{t('hours.none')}</p>}
        {rows.length > 0 && (
          <HoursTable
            caption={t('hours.caption', { from: period.from, to: period.to })}
            columns={[
              { label: t('hours.student') },
              { label: t('hours.placement') },
              { label: t('hours.days'), numeric: true },
              { label: t('hours.verifiedHours'), numeric: true },
            ]}
            total={{ label: t('hours.total'), value: hoursOf(hours.data?.totalMinutes ?? 0), column: 3 }}
          >
            {rows.map((row) => (
              <HoursTableRow key={row.placementId}>
                <th scope="row" className="p-2 text-left font-medium break-words">
                  {row.studentName}
                </th>
                <td className="p-2 break-words">
                  <Link to={placementPagePath(row.placementId)} className="text-primary underline underline-offset-4">
                    {row.jobTitle}
                  </Link>
                  <span className="block text-muted-foreground">{row.employerName}</span>
                </td>
                <td className="p-2 text-right">{row.shifts}</td>
                <td className="p-2 text-right">{hoursOf(row.verifiedMinutes)}</td>
              </HoursTableRow>
            ))}
          </HoursTable>
        )}
      </CardContent>
    </Card>
  );
}
