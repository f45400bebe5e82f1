import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@web/components/ui/card';
import { useSchoolReports } from '../api/messages';
import { ReportSummary } from './report-summary';

/**
 * The open reports on the school's students' conversations, on its placement board
 * (docs/product/messages.md#report-and-block): the school reads each conversation; FirstRung's team
 * decides. Nothing is shown while there is none (or the list cannot be read).
 */
export function SchoolMessageReports() {
  const { t } = useTranslation('messages');
  const reports = useSchoolReports();
  if (!reports.data || reports.data.reports.length === 0) return null;
  return (
    <section aria-labelledby="school-message-reports" className="grid gap-3">
      <h2 id="school-message-reports" className="text-xl font-semibold">
        {t('schoolReports.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('schoolReports.intro')}</p>
      <ul className="grid gap-3">
        {reports.data.reports.map((report) => (
          <li key={report.id}>
            <Card>
              <CardContent noHeader className="grid gap-3">
                <ReportSummary report={report} Heading="h3" />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
