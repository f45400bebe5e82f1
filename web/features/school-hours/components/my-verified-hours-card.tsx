import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@web/components/ui/card';
import { formatHours } from '@web/lib/format-hours';
import { useMyVerifiedHours } from '../api/school-hours';

/**
 * The student dashboard's "Verified hours" (docs/product/placement-hours.md#the-schools-views): the
 * hours their supervisors (or school) verified across their placements. Nothing before they have a
 * placement that takes hours, or any verified hours.
 */
export function MyVerifiedHoursCard() {
  const { t, i18n } = useTranslation('school-hours');
  const total = useMyVerifiedHours();
  if (!total.data || (total.data.verifiedMinutes === 0 && total.data.placements === 0)) return null;
  return (
    <Card>
      <CardContent noHeader className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Clock aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="text-2xl font-bold">{formatHours(total.data.verifiedMinutes / 60, i18n.language)}</p>
          <p className="text-sm text-muted-foreground">{t('mine.label', { count: Math.max(1, total.data.placements) })}</p>
        </div>
      </CardContent>
    </Card>
  );
}
