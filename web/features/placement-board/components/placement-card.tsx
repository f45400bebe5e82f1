import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Placement } from '@common/contracts/placements';
import { placementPagePath } from '@common/placement-paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDay, missingText } from '../lib/missing-text';
import { boardStepOf, missingFor, type BoardViewer } from '../lib/placement-step';
import { PendingSigners } from './pending-signers';
import { StepBadge } from './step-badge';

/** The agreement's dates: both, the start alone, or not set yet (the employer's part sets them). */
function useDates(placement: Placement): string {
  const { t, i18n } = useTranslation('placement-board');
  const { startDate, endDate } = placement.terms;
  if (startDate && endDate) return t('card.datesRange', { start: formatDay(startDate, i18n.language), end: formatDay(endDate, i18n.language) });
  if (startDate) return t('card.datesFrom', { start: formatDay(startDate, i18n.language) });
  return t('card.datesNotSet');
}

/**
 * One placement on the board: whose and where (the student reads the job first, the others the
 * student), its dates, its step, what is missing from the reader's side, who has not signed yet
 * (with the reminders), and "Open", to the placement's own page.
 */
export function PlacementCard({ placement, viewer }: { placement: Placement; viewer: BoardViewer }) {
  const { t, i18n } = useTranslation('placement-board');
  const dates = useDates(placement);
  const step = boardStepOf(placement);
  const forStudent = viewer === 'student';
  // The heading names the student (the job for the student), the line under it the job (the
  // employer for the student); the list adds what the reader does not know already.
  const details: Array<[string, string]> = [];
  if (viewer === 'institution' || viewer === 'admin') details.push([t('card.employer'), placement.employer.companyName]);
  if (viewer === 'employer' || viewer === 'admin') details.push([t('card.school'), placement.institution?.name ?? t('card.noSchool')]);
  details.push([t('card.dates'), dates]);
  const title = forStudent ? placement.job.title : placement.student.name;
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h2" className="min-w-0 break-words">
            {title}
          </CardTitle>
          <StepBadge step={step} />
        </div>
        <CardDescription className="break-words">{forStudent ? placement.employer.companyName : placement.job.title}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-1">
          <p className="text-sm font-medium">{t('card.missing')}</p>
          <p className="text-sm break-words">{missingText(t, missingFor(placement, viewer), i18n.language)}</p>
        </div>
        <PendingSigners placement={placement} viewer={viewer} />
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={placementPagePath(placement.id)} aria-label={t('card.openLabel', { student: placement.student.name, job: placement.job.title })}>
            {t('card.open')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
