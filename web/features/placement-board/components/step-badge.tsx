import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';
import type { BoardStep } from '../lib/placement-step';

/** The step in words (never colour alone): closed placements read quieter than those still moving. */
export function StepBadge({ step }: { step: BoardStep }) {
  const { t } = useTranslation('placement-board');
  const closed = step === 'cancelled' || step === 'completed';
  const label = t(`steps.${step}`);
  return (
    <Badge variant={closed ? 'outline' : 'secondary'}>
      <span className="sr-only">{t('stepLabel', { step: label })}</span>
      <span aria-hidden="true">{label}</span>
    </Badge>
  );
}
