import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@common/contracts/jobs';
import { VerifiedMark } from '@web/components/verified-mark';
import { isDeadlinePassed } from '@common/job-state';
import { useChoiceLabel } from '@web/lib/choice-labels';
import { useNow } from '@web/lib/page-clock';
import { useReaderDate } from '@web/lib/use-reader-date';
import { employerResponseText } from '../lib/employer-response';
import { formatDay, payText } from '../lib/posting-facts';

/** Every field of the posting as a description list; the view count only for those it is meant for (`showViews`: its employer, admins). */
export function JobFacts({ job, showViews }: { job: Job; showViews: boolean }) {
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
  const place = t('card.place', { location: job.location, city: job.city });
  const pay = job.pay ? payText(job.pay, i18n.language) : null;
  const rows: Array<[string, ReactNode]> = [
    [t('detail.company'), company],
    // How its employer answers, once it has enough applications to say (docs/product/applications.md#response-rate).
    ...(job.employerResponse ? [[t('detail.answers'), employerResponseText(t, job.employerResponse)] as [string, ReactNode]] : []),
    [t('detail.location'), job.postalCode ? `${place} ${job.postalCode}` : place],
    [
      t('facts.pay'),
      pay ? (pay.key === 'facts.unpaid' ? t(pay.key) : t(pay.key, { amount: pay.amount, currency: pay.currency })) : t('detail.notGiven'),
    ],
    [t('facts.hoursPerWeek'), job.hoursPerWeek !== null ? t('facts.hours', { count: job.hoursPerWeek }) : t('detail.notGiven')],
    [t('facts.startDate'), job.startDate ? formatDay(job.startDate, i18n.language) : t('detail.notGiven')],
    [t('facts.places'), job.places !== null ? String(job.places) : t('detail.notGiven')],
    [t('facts.minimumAge'), job.minimumAge !== null ? t('facts.ageAndOver', { age: job.minimumAge }) : t('facts.noMinimumAge')],
    [t('detail.type'), jobTypeLabel(job.type)],
    [t('detail.duration'), job.duration ?? t('detail.notGiven')],
    [t('detail.industry'), job.industry ? industryLabel(job.industry) : t('detail.notGiven')],
    [t('detail.deadline'), deadlineText],
    [t('detail.highSchool'), job.isHighSchoolOpportunity ? t('detail.yes') : t('detail.no')],
    [t('detail.posted'), posted],
    // Views measure would-be applicants' interest: the employer's figure (docs/product/jobs.md#detail).
    ...(showViews ? [[t('detail.views'), String(job.viewCount)] as [string, ReactNode]] : []),
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
