import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLACEMENTS_PAGE_PATH } from '@common/placement-paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { usePlacementList } from '../api/placements';
import { missingText } from '../lib/missing-text';
import { boardStepOf, missingFor } from '../lib/placement-step';

/** The student dashboard asks for the newest placement only (the dashboards' first data asks the same). */
export const MY_PLACEMENT_CARD_LIMIT = 1;

/**
 * The student dashboard's "My placement": the newest placement, its step and what is missing, and
 * the way to all of them. Nothing before the student has accepted an offer.
 */
export function MyPlacementCard() {
  const { t, i18n } = useTranslation('placement-board');
  const headingId = useId();
  const list = usePlacementList(MY_PLACEMENT_CARD_LIMIT);
  const placement = list.data?.pages[0]?.items[0];
  if (!placement) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {t('dashboard.student.title')}
        </CardTitle>
        <CardDescription className="break-words">{`${placement.job.title} · ${placement.employer.companyName}`}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="font-medium">{t('dashboard.student.step', { step: t(`steps.${boardStepOf(placement)}`) })}</p>
        <p className="text-sm break-words">
          {t('dashboard.student.missing', { missing: missingText(t, missingFor(placement, 'student'), i18n.language) })}
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={PLACEMENTS_PAGE_PATH}>
            {t('dashboard.student.open')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
