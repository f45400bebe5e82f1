import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageReport } from '@common/contracts/messages';
import { formatDateTime } from '@web/lib/format-date';
import { threadPagePath } from '../lib/thread-paths';

/**
 * What a report says: who, about what, why, the message reported, and a link to read the
 * conversation. `Heading`: its title's level under the page's (the admins' page lists reports under
 * its title, the school's board under a section's).
 */
export function ReportSummary({ report, Heading = 'h2' }: { report: MessageReport; Heading?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('messages');
  return (
    <>
      <Heading className="text-lg font-semibold">
        {t('reports.cardTitle', { student: report.studentName, company: report.employerName, title: report.jobTitle })}
      </Heading>
      <p className="text-sm">
        {t('reports.reason', { reason: t(`reasons.${report.reason}`), reporter: t(`roles.${report.reporterRole}`) })}{' '}
        <time dateTime={report.createdAt} className="text-muted-foreground">
          {formatDateTime(report.createdAt, i18n.language)}
        </time>
      </p>
      {report.details && <p className="text-sm break-words whitespace-pre-wrap">{t('reports.details', { details: report.details })}</p>}
      <figure className="grid gap-1">
        <figcaption className="text-sm font-medium">{t('reports.message', { name: report.message.senderName })}</figcaption>
        <blockquote className="border-l-4 pl-3 text-sm break-words whitespace-pre-wrap">{report.message.body}</blockquote>
      </figure>
      <Link to={threadPagePath(report.threadId)} className="w-fit text-sm font-medium text-primary underline underline-offset-4">
        {t('reports.readThread')}
      </Link>
    </>
  );
}
