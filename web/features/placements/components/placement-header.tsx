import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Placement } from '@common/contracts/placements';
import { cn } from '@web/lib/utils';
import { stepsOf, waitingFor, type Reader, type StepState } from '../lib/placement-steps';

const STEP_BASE = 'flex items-center gap-1 rounded-full border px-2.5 py-0.5';
/** The current step stands out (colour and weight); the steps to come are quieter; the done ones carry a check. */
const STEP_LOOK: Record<StepState, string> = {
  done: '',
  current: 'border-primary bg-primary font-semibold text-primary-foreground',
  next: 'text-muted-foreground',
};

/** Who takes part, where the placement stands (the steps), and what it waits for, in plain words. */
export function PlacementHeader({ placement, reader }: { placement: Placement; reader: Reader }) {
  const { t } = useTranslation('placements');
  const steps = stepsOf(placement.status, placement.institution !== null);
  return (
    <div className="grid gap-4">
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium text-muted-foreground">{t('header.employer')}</dt>
        <dd className="break-words">{placement.employer.companyName}</dd>
        <dt className="font-medium text-muted-foreground">{t('header.student')}</dt>
        <dd className="break-words">{placement.student.name}</dd>
        <dt className="font-medium text-muted-foreground">{t('header.school')}</dt>
        <dd className="break-words">{placement.institution?.name ?? t('header.noSchool')}</dd>
      </dl>

      {placement.status === 'cancelled' ? (
        <div role="status" className="rounded-md border border-destructive/50 p-3 text-sm">
          <p className="font-semibold">{t('steps.cancelled')}</p>
          {placement.cancelledReason && (
            <p className="break-words whitespace-pre-line">{t('header.cancelledReason', { reason: placement.cancelledReason })}</p>
          )}
        </div>
      ) : (
        <ol aria-label={t('header.stepsLabel')} className="flex flex-wrap gap-x-3 gap-y-2 text-sm">
          {steps.map(({ step, state }) => (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className={cn(STEP_BASE, STEP_LOOK[state])}>
              {state === 'done' && <Check aria-hidden="true" className="size-3.5" />}
              {t(`steps.${step}`)}
              {state === 'done' && <span className="sr-only"> {t('header.done')}</span>}
            </li>
          ))}
        </ol>
      )}
      <p className="text-base font-medium">{t(waitingFor(placement, reader))}</p>
    </div>
  );
}
