import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@common/contracts/placement-hours';
import { EDITABLE_SHIFT_STATUSES } from '@common/enums';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { useRemoveShift, useVerifyShift } from '../api/hours';
import { formatClock, formatDay } from '../lib/format';
import { durationText, flagTexts } from '../lib/hours-format';
import { ReasonDialog } from './reason-dialog';
import { RefusalMessage } from './refusal-message';

const BADGE: Record<Shift['status'], 'default' | 'secondary' | 'destructive' | 'outline'> = {
  logged: 'outline',
  awaiting_supervisor: 'secondary',
  verified: 'default',
  approved: 'default',
  disputed: 'destructive',
  absent: 'destructive',
};

/** What the reader may do with a shift: the student edits or deletes, the coordinator verifies, the school selects to approve. */
export interface ShiftActions {
  onEdit?: (shift: Shift) => void;
  mayVerify: boolean;
  /** The school's selection for approval: present when the reader approves. */
  selection?: { selected: boolean; onToggle: (id: string) => void };
  onMessage: (message: string) => void;
}

/** One day of the log: when, how long, what was done, its state, its flags, what the supervisor said. */
export function ShiftItem({ placementId, shift, actions }: { placementId: string; shift: Shift; actions: ShiftActions }) {
  const { t, i18n } = useTranslation('placement-hours');
  const remove = useRemoveShift();
  const editable = EDITABLE_SHIFT_STATUSES.includes(shift.status);
  const selectable = actions.selection && shift.status === 'verified';
  const checkboxId = `approve-${shift.id}`;
  const day = formatDay(shift.workDate, i18n.language, 'weekday');

  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          {selectable && (
            <>
              <input
                id={checkboxId}
                type="checkbox"
                className="size-4"
                checked={actions.selection!.selected}
                onChange={() => actions.selection!.onToggle(shift.id)}
              />
              <Label htmlFor={checkboxId} className="sr-only">
                {t('shift.select', { date: day })}
              </Label>
            </>
          )}
          <h3 className="font-semibold">{day}</h3>
        </div>
        <Badge variant={BADGE[shift.status]}>{t(`status.${shift.status}`)}</Badge>
      </div>
      <p>
        {t('shift.times', { start: formatClock(shift.startTime, i18n.language), end: formatClock(shift.endTime, i18n.language) })}
        {shift.breakMinutes > 0 && <>, {t('shift.break', { minutes: shift.breakMinutes })}</>}
        {' · '}
        {t('shift.worked', { duration: durationText(t, shift.minutes) })}
      </p>
      {shift.activities && (
        <p className="break-words">
          <span className="sr-only">{t('shift.did')}: </span>
          {shift.activities}
        </p>
      )}
      {shift.flags.length > 0 && (
        <div role="note" aria-label={t('shift.flagsLabel')} className="grid gap-1 rounded-md border-l-4 border-amber-500 bg-amber-500/10 p-2">
          <p className="font-medium">{t('shift.flagsLabel')}</p>
          <ul className="grid gap-1">
            {shift.flags.map((flag, index) => {
              const { text, citation } = flagTexts(flag, i18n.language);
              return (
                <li key={`${flag.ruleId}-${index}`} data-rule={flag.ruleId}>
                  {text}
                  {citation && <span className="block text-xs text-muted-foreground">{t('shift.flagCitation', { citation })}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {shift.supervisorNote && <p>{t('shift.supervisorNote', { note: shift.supervisorNote })}</p>}
      {shift.correction && (
        <p>
          {t('shift.correction', {
            start: formatClock(shift.correction.startTime, i18n.language),
            end: formatClock(shift.correction.endTime, i18n.language),
            minutes: shift.correction.breakMinutes,
          })}
        </p>
      )}
      {shift.verifiedBy === 'coordinator' && shift.verifyReason && <p>{t('shift.verifiedByCoordinator', { reason: shift.verifyReason })}</p>}
      <div className="flex flex-wrap gap-2">
        {actions.onEdit && editable && (
          <Button type="button" variant="outline" size="sm" onClick={() => actions.onEdit!(shift)}>
            {t('shift.edit')}
          </Button>
        )}
        {actions.onEdit && editable && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ params: { id: placementId, shiftId: shift.id } })}
          >
            {t('shift.remove')}
          </Button>
        )}
        {actions.mayVerify && (shift.status === 'awaiting_supervisor' || shift.status === 'disputed') && (
          <VerifyDialog placementId={placementId} shift={shift} onVerified={() => actions.onMessage(t('verify.done'))} />
        )}
      </div>
      {remove.error ? <RefusalMessage error={remove.error} fallback={t('shift.removeFailed')} /> : null}
    </li>
  );
}

/** The coordinator verifies on the supervisor's behalf, with a reason; a corrected day may take the supervisor's times. */
function VerifyDialog({ placementId, shift, onVerified }: { placementId: string; shift: Shift; onVerified: () => void }) {
  const { t } = useTranslation('placement-hours');
  const verify = useVerifyShift();
  const [useCorrection, setUseCorrection] = useState(false);
  const checkboxId = `use-correction-${shift.id}`;
  return (
    <ReasonDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          {t('verify.action')}
        </Button>
      }
      title={t('verify.title')}
      description={t('verify.description')}
      confirm={t('verify.confirm')}
      pending={verify.isPending}
      error={verify.error}
      fallback={t('verify.failed')}
      extra={
        shift.correction ? (
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              className="size-4"
              checked={useCorrection}
              onChange={(event) => setUseCorrection(event.target.checked)}
            />
            <Label htmlFor={checkboxId}>{t('verify.useCorrection')}</Label>
          </div>
        ) : null
      }
      onConfirm={(reason, close) =>
        verify.mutate(
          { params: { id: placementId, shiftId: shift.id }, body: { reason, useCorrection } },
          {
            onSuccess: () => {
              close();
              onVerified();
            },
          },
        )
      }
      onOpenChange={() => verify.reset()}
    />
  );
}
