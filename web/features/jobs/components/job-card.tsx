import { CalendarClock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobListItem } from '@common/contracts/jobs';
import { isDeadlinePassed } from '@common/job-state';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { VerifiedMark } from '@web/components/verified-mark';
import { formatDate } from '@web/lib/format-date';
import { employerResponseText } from '../lib/employer-response';
import { SchoolPartnerBadge } from './school-partner-badge';
import { SaveJobButton } from './save-job-button';
import { useChoiceLabel } from '@web/lib/choice-labels';

/** One posting in the browse grid; with its distance when the search is by distance. */
export function JobCard({ job }: { job: JobListItem }) {
  const { t, i18n } = useTranslation('jobs');
  const industryLabel = useChoiceLabel('industries');
  const jobTypeLabel = useChoiceLabel('jobTypes');
  return (
    <Card className="flex h-full min-w-0 flex-col [overflow-wrap:anywhere]">
      <CardHeader layout="row" className="items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle as="h3">
            <Link to={`/jobs/${job.id}`} className="hover:underline focus-visible:underline">
              {job.title}
            </Link>
          </CardTitle>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            {job.companyName}
            {job.employerVerified && <VerifiedMark />}
          </p>
        </div>
        <SaveJobButton jobId={job.id} title={job.title} isSaved={job.isSaved} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="flex items-center gap-1 text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {t('card.place', { location: job.location, city: job.city })}
          {job.distanceKm !== null && (
            <span className="text-muted-foreground">
              {'· '}
              {job.distanceKm === 0 ? t('card.underOneKm') : t('card.distance', { km: job.distanceKm })}
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{jobTypeLabel(job.type)}</Badge>
          {job.industry && <Badge variant="outline">{industryLabel(job.industry)}</Badge>}
          {job.isHighSchoolOpportunity && <Badge variant="outline">{t('card.highSchool')}</Badge>}
          {job.isSchoolPartner && <SchoolPartnerBadge />}
        </div>
        <p className="line-clamp-3 text-sm text-muted-foreground">{job.description}</p>
        {job.employerResponse && <p className="text-sm">{employerResponseText(t, job.employerResponse)}</p>}
        {job.applicationDeadline && (
          <p className="mt-auto flex items-center gap-1 text-sm">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {/* A page open since before the deadline: never "Apply by" a day that has passed. */}
            {t(isDeadlinePassed(job.applicationDeadline) ? 'card.deadlinePassed' : 'card.deadline', {
              date: formatDate(job.applicationDeadline, i18n.language),
            })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
