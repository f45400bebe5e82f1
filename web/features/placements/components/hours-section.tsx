import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@common/contracts/placement-hours';
import type { Placement } from '@common/contracts/placements';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useApproveShifts, usePlacementHours } from '../api/hours';
import { durationText } from '../lib/hours-format';
import type { Reader } from '../lib/placement-steps';
import { HoursForm } from './hours-form';
import { RefusalMessage } from './refusal-message';
import { ShiftItem } from './shift-item';

/** The reader's calendar day: the form's default date (the server checks it against the workplace's). */
const localToday = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Whether the placement has an hours log to show: once it started. */
export const hasHoursLog = (placement: Placement) => placement.status === 'active' || placement.status === 'completed';

/**
 * The hours log on the placement's page (docs/product/placement-hours.md#the-hours-log): the totals
 * (only verified hours count), the days logged with their state and flags; the student logs and
 * changes days; the school's coordinator (with no school, the employer) verifies on the supervisor's
 * behalf; the school approves verified days.
 */
export function HoursSection({ placement, reader }: { placement: Placement; reader: Reader }) {
  const { t } = useTranslation('placement-hours');
  const query = usePlacementHours(placement.id);
  const [editing, setEditing] = useState<Shift | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const hours = query.data;
  const mayVerify = reader === 'institution' || (reader === 'employer' && placement.institution === null);

  return (
    <section aria-labelledby="hours-heading" className="grid gap-4">
      <h2 id="hours-heading" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t(reader === 'student' ? 'intro.student' : 'intro.reader')}</p>
      <p aria-live="polite" role="status" className="text-sm font-medium empty:hidden">
        {message}
      </p>
      {!hours ? (
        query.isPending ? (
          <Spinner label={t('loading')} />
        ) : (
          <p role="alert" className="text-destructive dark:text-red-300">
            {t('loadFailed')}
          </p>
        )
      ) : (
        <>
          <dl aria-label={t('totals.label')} className="grid grid-cols-2 gap-2 rounded-md border p-3 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('totals.verified')}</dt>
              <dd className="text-lg font-semibold" data-testid="hours-verified">
                {durationText(t, hours.totals.verifiedMinutes)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('totals.pending')}</dt>
              <dd className="text-lg font-semibold" data-testid="hours-pending">
                {durationText(t, hours.totals.pendingMinutes)}
              </dd>
            </div>
          </dl>
          {hours.canLog &&
            (editing ? (
              <HoursForm
                key={editing === 'new' ? 'new' : editing.id}
                placementId={placement.id}
                shift={editing === 'new' ? null : editing}
                planned={hours.planned}
                today={localToday()}
                onDone={(done) => {
                  setEditing(null);
                  setMessage(done);
                }}
              />
            ) : (
              <Button type="button" className="w-full sm:w-fit" onClick={() => setEditing('new')}>
                {t('form.logTitle')}
              </Button>
            ))}
          <ShiftList
            placementId={placement.id}
            shifts={hours.shifts}
            mayApprove={reader === 'institution'}
            mayVerify={mayVerify}
            onEdit={hours.canLog ? (shift) => setEditing(shift) : undefined}
            onMessage={setMessage}
          />
        </>
      )}
    </section>
  );
}

function ShiftList({
  placementId,
  shifts,
  mayApprove,
  mayVerify,
  onEdit,
  onMessage,
}: {
  placementId: string;
  shifts: readonly Shift[];
  mayApprove: boolean;
  mayVerify: boolean;
  onEdit: ((shift: Shift) => void) | undefined;
  onMessage: (message: string) => void;
}) {
  const { t } = useTranslation('placement-hours');
  const approve = useApproveShifts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const approvable = mayApprove && shifts.some((shift) => shift.status === 'verified');
  const chosen = shifts.filter((shift) => selected.has(shift.id) && shift.status === 'verified').map((shift) => shift.id);

  if (shifts.length === 0) return <p className="text-sm text-muted-foreground">{t('empty')}</p>;
  return (
    <div className="grid gap-3">
      {approvable && <p className="text-sm text-muted-foreground">{t('approve.hint')}</p>}
      <ul aria-label={t('listLabel')} className="grid gap-3">
        {shifts.map((shift) => (
          <ShiftItem
            key={shift.id}
            placementId={placementId}
            shift={shift}
            actions={{
              ...(onEdit ? { onEdit } : {}),
              mayVerify,
              ...(mayApprove ? { selection: { selected: selected.has(shift.id), onToggle: toggle } } : {}),
              onMessage,
            }}
          />
        ))}
      </ul>
      {approvable && (
        <Button
          type="button"
          className="w-full sm:w-fit"
          disabled={chosen.length === 0 || approve.isPending}
          onClick={() =>
            approve.mutate(
              { params: { id: placementId }, body: { shiftIds: chosen } },
              {
                onSuccess: (result) => {
                  setSelected(new Set());
                  onMessage(t('approve.done', { count: result.approved }));
                },
              },
            )
          }
        >
          {t('approve.action', { count: chosen.length })}
        </Button>
      )}
      {approve.error ? <RefusalMessage error={approve.error} fallback={t('approve.failed')} /> : null}
    </div>
  );
}
