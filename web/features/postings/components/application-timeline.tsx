import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@common/contracts/jobs';
import { formatDateTime } from '@web/lib/format-date';
import { isAwaitingAnswer } from '../lib/answer-due';
import { AnswerDueBadge } from './answer-due-badge';

/** Sent, viewed, answered, and "Answer by {date}" while the first answer is owed (docs/product/applications.md#the-deadline). */
export function ApplicationTimeline({ application }: { application: EmployerApplication }) {
  const { t, i18n } = useTranslation('postings');
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <section aria-labelledby="timeline-heading" className="grid gap-2">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        {t('timeline.title')}
      </h2>
      <ol className="grid gap-1 border-l-2 pl-4 text-sm">
        <li>{t('timeline.sent', { date: when(application.createdAt) })}</li>
        {application.viewedAt && <li>{t('timeline.viewed', { date: when(application.viewedAt) })}</li>}
        {application.answeredAt && <li>{t('timeline.answered', { date: when(application.answeredAt) })}</li>}
        {isAwaitingAnswer(application.status) && (
          <li>
            <AnswerDueBadge application={application} />
          </li>
        )}
      </ol>
    </section>
  );
}
