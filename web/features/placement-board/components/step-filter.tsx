import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLACEMENTS_PAGE_PATH } from '@common/placement-paths';
import { cn } from '@web/lib/utils';
import { BOARD_STEPS, type BoardStep } from '../lib/placement-step';

const chip =
  'inline-flex min-h-10 items-center rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The steps as links that keep the choice in the address (`?step=signing`): a filter that survives a
 * reload, Back, and a link sent to a colleague. Each says how many loaded placements are at it; a
 * step with none is left out, unless it is the one chosen.
 */
export function StepFilter({ counts, total, current }: { counts: Record<BoardStep, number>; total: number; current: BoardStep | null }) {
  const { t } = useTranslation('placement-board');
  const steps = BOARD_STEPS.filter((step) => counts[step] > 0 || step === current);
  const entries: Array<{ step: BoardStep | null; label: string }> = [
    { step: null, label: t('filter.all', { count: total }) },
    ...steps.map((step) => ({ step, label: t('filter.step', { step: t(`steps.${step}`), count: counts[step] }) })),
  ];
  return (
    <nav aria-label={t('filter.label')}>
      <ul className="flex flex-wrap gap-2">
        {entries.map(({ step, label }) => {
          const active = step === current;
          return (
            <li key={step ?? 'all'}>
              <Link
                to={step ? `${PLACEMENTS_PAGE_PATH}?step=${step}` : PLACEMENTS_PAGE_PATH}
                aria-current={active ? 'page' : undefined}
                className={cn(chip, active ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent')}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
