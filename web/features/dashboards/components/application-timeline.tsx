import { useTranslation } from 'react-i18next';
import type { StudentApplication } from '@common/contracts/jobs';
import { formatDate } from '@web/lib/format-date';
import { awaitsAnswer } from '../lib/application-progress';

/** Sent, viewed by the employer, and by when it owes an answer while it does (docs/product/applications.md#the-deadline). */
export function ApplicationTimeline({ application }: { application: StudentApplication }) {
  const { t, i18n } = useTranslation('dashboards');
  const date = (iso: string) => formatDate(iso, i18n.language);
  const steps = [
    t('application.sent', { date: date(application.createdAt) }),
    application.viewedAt && t('application.viewed', { date: date(application.viewedAt) }),
    awaitsAnswer(application.status) && t('application.answerBy', { date: date(application.answerDueAt) }),
  ].filter((step): step is string => Boolean(step));
  return (
    <ul className="grid gap-0.5 text-sm text-muted-foreground" aria-label={t('application.progress', { title: application.job.title })}>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ul>
  );
}
