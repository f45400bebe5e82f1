import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@common/contracts/jobs';
import { VerifiedMark } from '@web/components/verified-mark';
import { isDeadlinePassed } from '@common/job-state';
import { useChoiceLabel } from '@web/lib/choice-labels';
import { useNow } from '@web/lib/page-clock';
import { useReaderDate } from '@web/lib/use-reader-date';

/** Every field of the posting as a description list. */
export function JobFacts({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('jobs');
  const industryLabel = useChoiceLabel('industries');
  const jobTypeLabel = useChoiceLabel('jobTypes');
  // The server renders a visitor's page: dates and the clock as it rendered them until the browser has taken it over.
  const deadline = useReaderDate(job.applicationDeadline, i18n.language);
  const posted = useReaderDate(job.createdAt, i18n.language);
  const now = useNow();
  const company = (
    <>
      {job.companyName}
      {job.employerVerified ? <VerifiedMark className="ml-2 align-middle" /> : <span className="ml-2">{t('detail.notVerified')}</span>}
    </>
  );
  // A deadline that has passed reads as the day applications closed, never as a date to apply by.
  const deadlineText = !deadline
    ? t('detail.noDeadline')
    : isDeadlinePassed(job.applicationDeadline, now)
      ? t('detail.deadlinePassed', { date: deadline })
      : deadline;
  const rows: Array<[string, ReactNode]> = [
    [t('detail.company'), company],
    [t('detail.location'), t('card.place', { location: job.location, city: job.city })],
    [t('detail.type'), jobTypeLabel(job.type)],
    [t('detail.duration'), job.duration ?? t('detail.notGiven')],
    [t('detail.industry'), job.industry ? industryLabel(job.industry) : t('detail.notGiven')],
    [t('detail.deadline'), deadlineText],
    [t('detail.highSchool'), job.isHighSchoolOpportunity ? t('detail.yes') : t('detail.no')],
    [t('detail.posted'), posted],
    [t('detail.views'), String(job.viewCount)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
