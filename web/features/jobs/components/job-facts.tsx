import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@common/contracts/jobs';
import { VerifiedMark } from '@web/components/verified-mark';
import { isDeadlinePassed } from '@common/job-state';
import { formatDate } from '../lib/format';
import { useChoiceLabel } from '@web/lib/choice-labels';

/** Every field of the posting as a description list. */
export function JobFacts({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('jobs');
  const industryLabel = useChoiceLabel('industries');
  const jobTypeLabel = useChoiceLabel('jobTypes');
  const company = (
    <>
      {job.companyName}
      {job.employerVerified ? <VerifiedMark className="ml-2 align-middle" /> : <span className="ml-2">{t('detail.notVerified')}</span>}
    </>
  );
  // A deadline that has passed reads as the day applications closed, never as a date to apply by.
  const deadlineText = !job.applicationDeadline
    ? t('detail.noDeadline')
    : isDeadlinePassed(job.applicationDeadline)
      ? t('detail.deadlinePassed', { date: formatDate(job.applicationDeadline, i18n.language) })
      : formatDate(job.applicationDeadline, i18n.language);
  const rows: Array<[string, ReactNode]> = [
    [t('detail.company'), company],
    [t('detail.location'), t('card.place', { location: job.location, city: job.city })],
    [t('detail.type'), jobTypeLabel(job.type)],
    [t('detail.duration'), job.duration ?? t('detail.notGiven')],
    [t('detail.industry'), job.industry ? industryLabel(job.industry) : t('detail.notGiven')],
    [t('detail.deadline'), deadlineText],
    [t('detail.highSchool'), job.isHighSchoolOpportunity ? t('detail.yes') : t('detail.no')],
    [t('detail.posted'), formatDate(job.createdAt, i18n.language)],
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
