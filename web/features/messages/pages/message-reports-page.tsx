import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageReport } from '@common/contracts/messages';
import { MESSAGE_REPORT_ACTIONS, type MessageReportAction } from '@common/enums';
import { BackLink } from '@web/components/layout/back-link';
import { PageContainer } from '@web/components/layout/page-container';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { ConfirmAction } from '@web/features/account';
import { serverMessage } from '@web/lib/api-client';
import { useAdminReports, useResolveReport } from '../api/messages';
import { ReportSummary } from '../components/report-summary';

/** /admin/message-reports: the open reports, each with its message, and the admin's decision (docs/product/messages.md#report-and-block). */
export function MessageReportsPage() {
  const { t } = useTranslation('messages');
  const reports = useAdminReports('open');
  return (
    <PageContainer title={t('reports.title')} description={t('reports.description')}>
      <div className="grid gap-6">
        <BackLink to="/admin">{t('reports.back')}</BackLink>
        {reports.isPending ? (
          <Spinner label={t('reports.loading')} className="py-12" />
        ) : reports.isError ? (
          <p role="alert">{serverMessage(reports.error) ?? t('reports.failed')}</p>
        ) : reports.data.reports.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t('reports.empty')}</p>
        ) : (
          <ul aria-label={t('reports.listLabel')} className="grid gap-4">
            {reports.data.reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}

function ReportCard({ report }: { report: MessageReport }) {
  const { t } = useTranslation('messages');
  const [note, setNote] = useState('');
  const resolve = useResolveReport();
  const noteId = `note-${report.id}`;
  const decide = (action: MessageReportAction) =>
    resolve.mutate(
      { reportId: report.id, decision: { action, ...(note.trim() ? { note: note.trim() } : {}) } },
      {
        onSuccess: () => toast({ title: t('reports.resolved') }),
        onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('reports.resolveFailed') }),
      },
    );
  return (
    <Card>
      <CardContent noHeader className="grid gap-3">
        <ReportSummary report={report} />
        <div className="grid gap-2">
          <Label htmlFor={noteId}>{t('reports.note')}</Label>
          <Textarea id={noteId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <div className="flex flex-wrap gap-2">
          {MESSAGE_REPORT_ACTIONS.map((action) => (
            <ConfirmAction
              key={action}
              destructive={action === 'suspend' || action === 'close'}
              trigger={
                <Button type="button" variant={action === 'dismiss' ? 'outline' : 'secondary'} size="sm" disabled={resolve.isPending}>
                  {t(`actions.${action}`)}
                </Button>
              }
              title={t(`actionConfirm.${action}.title`)}
              description={t(`actionConfirm.${action}.description`, { name: report.message.senderName })}
              confirmLabel={t(`actions.${action}`)}
              onConfirm={() => decide(action)}
            />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
